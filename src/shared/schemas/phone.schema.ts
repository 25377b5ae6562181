import { z } from 'zod';
import { MSG } from '../messages.ts';
import { normalizeKenyanPhone } from '../phone.ts';
import { verificationCode } from './auth.schema.ts';

// A phone number for codes (PUT /users/me/phone/, POST /users/me/phone/confirm/, D-212): any
// Kenyan mobile written as people write it, stored as 2547…/2541… (src/shared/phone.ts).

/** A Kenyan mobile written as people write it, read as 2547…/2541… (a phone for codes, a payout number). */
export const kenyanMobile = () =>
  z
    .string({ error: MSG.mobileRequired })
    .trim()
    .min(1, { error: MSG.mobileRequired, abort: true })
    .max(32, { error: MSG.mobileInvalid, abort: true })
    .transform((value, ctx) => {
      const msisdn = normalizeKenyanPhone(value);
      if (!msisdn) ctx.addIssue({ code: 'custom', message: MSG.mobileInvalid });
      return msisdn ?? value;
    });

/**
 * The current password comes with a change of a verified number (D-249): a session alone, stolen,
 * would otherwise move the account's approval codes to another phone.
 */
export const myPhoneSchema = z.object({ phone: kenyanMobile(), current_password: z.string().max(200).optional() });

/** A 6-digit code sent by SMS (a phone for codes, an approval, a payout destination: D-212, D-202, D-203). */
export const smsCodeSchema = z.object({ code: verificationCode() });

/** The account's phone for codes (its owner's own number, 2547…): verified, and one waiting for its code. */
export const myPhoneReplySchema = z.object({
  message: z.string(),
  data: z.object({
    phone: z.string().nullable(),
    verified: z.boolean(),
    pending: z.string().nullable(),
  }),
});

export type MyPhoneInput = z.input<typeof myPhoneSchema>;
export type MyPhoneReply = z.infer<typeof myPhoneReplySchema>;
