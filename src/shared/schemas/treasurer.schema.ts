import { z } from 'zod';
import { email } from './fields.ts';
import { shortCodeParamSchema } from './fundraiser.schema.ts';
import { withdrawalSchema } from './withdrawal.schema.ts';

// A fundraiser's treasurers (D-205, D-255): up to three people the owner invites by e-mail; each
// accepts while signed in with that address, a verified account and a verified phone. A majority
// of them approves each withdrawal, each with a code sent by SMS.

export const TREASURERS = {
  max: 3,
  /** An invitation's link works this long; a new invitation to the same address replaces it. */
  invitationDays: 7,
} as const;

/** A withdrawal needs a majority of the active treasurers (1 of 1, 2 of 2, 2 of 3); without any, the owner's own. */
export const approvalsNeeded = (activeTreasurers: number) =>
  activeTreasurers === 0 ? 1 : Math.floor(activeTreasurers / 2) + 1;

export const TREASURER_MSG = {
  invited: 'Invitation sent.',
  tooMany: `A fundraiser has at most ${TREASURERS.max} treasurers. Remove one before inviting another.`,
  ownAddress: 'You organise this fundraiser: invite someone else as its treasurer.',
  duplicate: 'This address is already a treasurer or invited.',
  // While the fundraiser holds money, who approves it changes only with the treasurers' majority (D-255).
  changeNeedsApproval:
    'While the fundraiser holds money, your treasurers approve any change of treasurers by SMS code, as they approve withdrawals.',
  changeRequested: 'Asked: the change is made once a majority of your treasurers has approved it.',
  changePending: 'A change of treasurers already waits for approval: cancel it, or wait until it is made.',
  changeNotOpen: 'This change no longer waits for approval.',
  changeCancelled: 'Change cancelled.',
  changeApproved: 'Approved. The change is made once a majority has approved.',
  changeMade: 'Approved: the change is made.',
  changeNotApprover: 'Only the treasurers of this fundraiser approve a change of its treasurers.',
  notFound: 'Treasurer not found',
  revoked: 'Invitation cancelled.',
  removed: 'Treasurer removed.',
  invalidToken: 'This invitation link is not valid. Ask the organiser to invite you again.',
  expiredToken: 'This invitation has expired. Ask the organiser to invite you again.',
  verifyEmail: 'Verify your e-mail address first, then open the invitation link again.',
  verifyPhone: 'Verify a phone number for codes in your settings first: treasurers approve withdrawals by SMS code.',
  otherAddress:
    'This invitation was sent to another e-mail address. Sign in with the account that uses that address, then open the link again.',
  ownFundraiser: 'You organise this fundraiser, so you cannot also be its treasurer.',
  samePhone:
    'Your phone number already approves for this fundraiser (its organiser’s or another treasurer’s): a treasurer verifies a phone of their own.',
  accepted: 'You are now a treasurer of this fundraiser.',
  ownRequest: 'You asked for this withdrawal: your treasurers approve it, not you.',
} as const;

/** POST /fundraisers/{short_code}/treasurers/ */
export const inviteTreasurerSchema = z.object({ email_address: email() });
export type InviteTreasurer = z.infer<typeof inviteTreasurerSchema>;

/** POST /treasurer-invitations/accept/ */
export const acceptInvitationSchema = z.object({
  token: z.string({ error: TREASURER_MSG.invalidToken }).min(1, { error: TREASURER_MSG.invalidToken }).max(200),
});

export const treasurerIdParamSchema = shortCodeParamSchema.extend({ id: z.string().min(1).max(100) });

export const treasurerSchema = z.object({
  id: z.string(),
  email_address: z.string(),
  /** The account's name once accepted; null while invited. */
  name: z.string().nullable(),
  status: z.enum(['invited', 'active']),
  invited_at: z.string(),
  accepted_at: z.string().nullable(),
  /** When an invitation's link stops working (null once accepted). */
  expires_at: z.string().nullable(),
});
export type Treasurer = z.infer<typeof treasurerSchema>;

/** A change of treasurers waiting for their majority (D-255), as the owner and the treasurers see it. */
export const treasurerChangeSchema = z.object({
  id: z.string(),
  kind: z.enum(['add', 'remove']),
  /** Who would be invited (add) or removed: a name once known, else the address. */
  who: z.string(),
  requested_at: z.string(),
  approvals_needed: z.number(),
  /** Who approved so far, by name, in order. */
  approved_by: z.array(z.string()),
  /** Whether the reader may approve now (an active treasurer who has not yet). */
  can_approve: z.boolean(),
});
export type TreasurerChange = z.infer<typeof treasurerChangeSchema>;
export const treasurerChangeReplySchema = z.object({ message: z.string(), data: treasurerChangeSchema });
export const treasurerChangeParamSchema = shortCodeParamSchema.extend({ id: z.string().min(1).max(100) });

export const treasurersReplySchema = z.object({
  message: z.string().optional(),
  data: z.array(treasurerSchema),
  /** Changes now need the treasurers' majority (D-255): the screen says so before the owner asks. */
  needs_approval: z.boolean().optional(),
  /** The change waiting for that majority, if any. */
  change: treasurerChangeSchema.nullable().optional(),
});
export const treasurerReplySchema = z.object({ message: z.string(), data: treasurerSchema });

export const acceptedReplySchema = z.object({
  message: z.string(),
  data: z.object({ short_code: z.string(), title: z.string().nullable() }),
});

/**
 * POST /treasurer-invitations/preview/: what an invitation is for, shown on its page before anyone
 * signs in or accepts (reading it accepts nothing: mail scanners open links).
 */
export const invitationPreviewReplySchema = z.object({
  data: z.object({
    short_code: z.string(),
    title: z.string().nullable(),
    /** The organiser who invited, by name. */
    organiser: z.string(),
    /** The address the invitation went to: the account that may accept it. */
    email_address: z.string(),
  }),
});
export type InvitationPreview = z.infer<typeof invitationPreviewReplySchema>['data'];

/** GET /users/me/treasurerships/: what a treasurer helps manage, and what waits for their approval. */
export const treasurershipSchema = z.object({
  short_code: z.string(),
  /** A change of treasurers waiting for their majority (D-255); absent in older replies. */
  change: treasurerChangeSchema.nullable().optional(),
  title: z.string().nullable(),
  organiser: z.string(),
  accepted_at: z.string(),
  awaiting_approval: z.array(
    withdrawalSchema.pick({
      id: true,
      amount: true,
      fee: true,
      purpose: true,
      approvals: true,
      approvals_needed: true,
      created_at: true,
    }),
  ),
});
export type Treasurership = z.infer<typeof treasurershipSchema>;
export const treasurershipsReplySchema = z.object({ data: z.array(treasurershipSchema) });
