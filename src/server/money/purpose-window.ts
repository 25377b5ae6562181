import type { FundraiserRow } from '../db/schema.ts';

// The window after a change of purpose (D-262), read by money in (a receipt says until when) and
// money out (a request goes back at once, withdrawals wait); opened by out/refunds/purpose-change.ts.

/** Whether a donor's gift to this fundraiser may go back at once for its change of purpose. */
export const inPurposeWindow = (
  fundraiser: Pick<FundraiserRow, 'purpose_changed_at' | 'purpose_window_until'>,
  gift: { completed_at: string | null; created_at: string },
  now = Date.now(),
) =>
  fundraiser.purpose_changed_at !== null &&
  fundraiser.purpose_window_until !== null &&
  Date.parse(fundraiser.purpose_window_until) > now &&
  Date.parse(gift.completed_at ?? gift.created_at) < Date.parse(fundraiser.purpose_changed_at);

/** Whether new withdrawals wait: the window after a change of purpose is still open. */
export const withdrawalsWait = (fundraiser: Pick<FundraiserRow, 'purpose_window_until'>, now = Date.now()) =>
  fundraiser.purpose_window_until !== null && Date.parse(fundraiser.purpose_window_until) > now;
