import { z } from 'zod';
import { kenyanMobile } from './phone.schema.ts';

// Where a fundraiser's withdrawals are paid (D-203): an M-Pesa number (B2C) or a paybill and its
// account number (B2B, a hospital, a school, a supplier). Set with the current password and a code
// sent by SMS to the owner's verified phone.

export const DESTINATION_MSG = {
  paybillInvalid: 'Enter the paybill number: 5 to 7 digits',
  accountRequired: 'Enter the account number the paybill expects',
  accountInvalid: 'The account number is at most 13 letters and digits, as M-Pesa takes it',
  passwordRequired: 'Enter your current password to change where the money goes',
  needsPassword:
    'Set a password first (use "Forgot password" on the sign-in page): changing where the money goes needs it.',
  phoneNeeded: 'Verify a phone number for codes in your settings first: this change is confirmed by SMS',
  codeSent: 'We sent a 6-digit code by SMS to your phone.',
  noCode: 'There is no change of payout destination waiting for a code. Please start again.',
  changed: 'The payout destination is changed. No withdrawal is paid until the waiting time is over.',
} as const;

export const destinationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mpesa'), phone: kenyanMobile() }),
  z.object({
    kind: z.literal('paybill'),
    paybill: z
      .string({ error: DESTINATION_MSG.paybillInvalid })
      .trim()
      .regex(/^\d{5,7}$/, { error: DESTINATION_MSG.paybillInvalid }),
    account: z
      .string({ error: DESTINATION_MSG.accountRequired })
      .trim()
      .min(1, { error: DESTINATION_MSG.accountRequired, abort: true })
      .regex(/^[A-Za-z0-9 -]{1,13}$/, { error: DESTINATION_MSG.accountInvalid }),
  }),
]);
export type Destination = z.infer<typeof destinationSchema>;

/** PUT /fundraisers/{short_code}/payout-destination/ */
export const setDestinationSchema = z.intersection(
  destinationSchema,
  z.object({
    current_password: z
      .string({ error: DESTINATION_MSG.passwordRequired })
      .min(1, { error: DESTINATION_MSG.passwordRequired }),
  }),
);

/** GET (and the answers of PUT and confirm): the destination, one waiting for its code, and the wait. */
export const destinationReplySchema = z.object({
  message: z.string().optional(),
  data: z.object({
    destination: destinationSchema.nullable(),
    pending: destinationSchema.nullable(),
    /** No withdrawal is paid before this (PAYOUT_COOLING_HOURS after the last change). */
    paid_from: z.string().nullable(),
    /** How long payouts wait after a change is confirmed (PAYOUT_COOLING_HOURS): said before one is made. */
    cooling_hours: z.number().int(),
  }),
});
export type DestinationReply = z.infer<typeof destinationReplySchema>;
