import { z } from 'zod';
import { requiredText } from './fields.ts';

// Money going back to donors (D-256): a reviewer's take-down with refunds, each refund's state, and
// a donor's request for their gift back, decided at once within a day, else by the owner or the
// treasurers with a reason the donor sees.

export const REFUNDS = {
  /** A donor's request this soon after the gift goes back at once, without asking anyone. */
  atOnceHours: 24,
  reasonMax: 500,
  /** After a change of purpose, its donors may have their gifts back at once for this long (D-262). */
  purposeWindowDays: 7,
} as const;

export const REFUND_MSG = {
  reasonRequired: 'A reason is required',
  notTakeDownable: 'Only a live or closed fundraiser that was not taken down already can be taken down',
  payoutInFlight:
    'A payout of this fundraiser is at M-Pesa now. Take it down once M-Pesa has answered, in a minute or two.',
  requested: 'Asked. The organiser or the treasurers decide, and we tell you.',
  returning: 'Your gift is on its way back to your M-Pesa.',
  notRefundable: 'This gift can no longer come back: it was not paid, or it goes back already.',
  notHeld: 'The fundraiser no longer holds this money: it was withdrawn.',
  requestNotOpen: 'This request was decided already.',
  approved: 'Approved: the gift goes back to its donor.',
  rejected: 'Refused: the donor is told why.',
  approvalCounted: 'Your approval is counted. The gift goes back once most of the treasurers approve.',
  refusalCounted: 'Your refusal is counted. The request is refused once most of the treasurers refuse.',
  votedAlready: 'You have given your decision on this request already.',
  purposeNotLive: 'Only a live fundraiser can have its purpose changed',
  purposeWindow:
    'Withdrawals wait for 7 days after a change of purpose: its donors may ask for their gifts back until then.',
} as const;

/** Where a refund is: written (pending), at M-Pesa (sent), back with the donor, failed, or waiting for its payer's claim. */
export const REFUND_STATUSES = ['pending', 'sent', 'returned', 'failed', 'claim_needed'] as const;
export type PublicRefundStatus = (typeof REFUND_STATUSES)[number];

const reason = requiredText(REFUND_MSG.reasonRequired, REFUNDS.reasonMax);

/** POST /moderation/fundraisers/{short_code}/take-down/ */
export const takeDownSchema = z.object({ reason, refund: z.literal(true) });
export const takeDownReplySchema = z.object({
  data: z.object({ refunds: z.number().int(), total: z.number().int() }),
});

/** POST /moderation/fundraisers/{short_code}/purpose-change/ (D-262) */
export const purposeChangeSchema = z.object({ reason });
export const purposeChangeReplySchema = z.object({
  data: z.object({ until: z.string(), donors: z.number().int(), withdrawals_refused: z.number().int() }),
});

/** GET /fundraisers/{short_code}/refunds/ */
export const refundSchema = z.object({
  id: z.string(),
  /** The gift's public reference (never its id, the donor's receipt secret). */
  donation_reference: z.string(),
  gift: z.number().int(),
  amount: z.number().int(),
  cause: z.enum(['take_down', 'donor']),
  channel: z.enum(['reversal', 'b2c', 'claim']),
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;
/** A donor's request waiting for the owner or a treasurer: the gift's reference, never its id. */
export const openRefundRequestSchema = z.object({
  id: z.string(),
  donation_reference: z.string(),
  amount: z.number().int(),
  /** The name the donor gave, or Anonymous. */
  donor_name: z.string(),
  reason: z.string(),
  created_at: z.string(),
  /** The treasurers' words so far, and how many make a majority (0: no treasurers, the owner decides; D-261). */
  votes: z
    .object({ approve: z.number().int(), reject: z.number().int(), needed: z.number().int() })
    .default({ approve: 0, reject: 0, needed: 0 }),
});
export type OpenRefundRequest = z.infer<typeof openRefundRequestSchema>;
export const refundsReplySchema = z.object({
  data: z.array(refundSchema),
  /** The donors' requests that wait for a decision, oldest first. */
  requests: z.array(openRefundRequestSchema),
});

/** POST /donations/{id}/refund-request/ and the owner's decisions. */
export const refundRequestSchema = z.object({ reason });
export const refundDecisionSchema = z.object({ reason });
export const refundRequestReplySchema = z.object({
  data: z.object({ id: z.string(), status: z.enum(['open', 'approved', 'rejected']) }),
  message: z.string(),
});
