import { z } from 'zod';
import { CURRENCIES, LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { updateMeSchema, userSchema } from './auth.schema.ts';
import { email, requiredText } from './fields.ts';
import { pageMetaSchema } from './fundraiser.schema.ts';

// The real profile page (/dashboard/profile): its forms and the answers of the calls it adds.

const { mobile_number, country_code, bio } = updateMeSchema.shape;

/**
 * The Profile tab's form for an account whose address is `currentEmail`. A new address takes the
 * current password (the server asks for it too: a stolen session alone must not move the account).
 */
export const profileFormSchema = (currentEmail: string) =>
  z
    .object({
      firstname: requiredText(MSG.firstnameRequired, LIMITS.nameMax),
      lastname: requiredText(MSG.lastnameRequired, LIMITS.nameMax),
      email_address: email(),
      country_code,
      mobile_number,
      bio,
      current_password: z.string().max(LIMITS.passwordMax, { error: MSG.currentPasswordWrong }).optional(),
    })
    .refine((v) => v.email_address.toLowerCase() === currentEmail.toLowerCase() || Boolean(v.current_password), {
      error: MSG.currentPasswordRequired,
      path: ['current_password'],
    });
export type ProfileFormInput = z.input<ReturnType<typeof profileFormSchema>>;

/** PATCH /users/me/: the user, and the new address while its code is awaited. */
export const updateMeReplySchema = z.object({
  message: z.string(),
  data: z.object({ user: userSchema, pending_email_address: z.string().optional() }),
});

/** One paid donation as its donor sees it in Contributions. */
export const myDonationSchema = z.object({
  id: z.string(),
  /** Always KES, whole shillings (M-Pesa). */
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  /** When M-Pesa confirmed it. */
  paid_at: z.string(),
  fundraiser: z.object({ short_code: z.string(), title: z.string().nullable() }),
});
export type MyDonation = z.infer<typeof myDonationSchema>;

/** GET /users/me/donations/: the signed-in user's paid donations, newest first, a page at a time. */
export const myDonationsReplySchema = z.object({ data: z.array(myDonationSchema), meta: pageMetaSchema });
export type MyDonations = z.infer<typeof myDonationsReplySchema>;
