import type { Deps } from '../../deps.ts';
import { forgetReview } from '../../services/review.ts';

/**
 * What follows the commit of a transaction that moved a fundraiser's money (D-243): the kept copy
 * of its page is dropped, so its new total shows at once, and the SMS sender wakes for the texts
 * written with the movement (receipts, the withdrawal's news). Never before the commit: a page
 * read meanwhile would keep the old total, and the sender would find nothing yet.
 */
export function afterMoneyMoved(deps: Pick<Deps, 'sms'>, shortCode: string | null | undefined) {
  if (shortCode) forgetReview(shortCode);
  deps.sms.wake();
}
