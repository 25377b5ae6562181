import type { Refund } from '#shared/schemas/refund.schema.ts';
import type { Db } from '../../../db/client.ts';
import { publicRefundStatus } from '../../refund-status.ts';
import { refundsOf } from '../../../db/repositories/refunds.repository.ts';

// A fundraiser's refunds as its owner, treasurers and reviewers see them (D-256): the gift's public
// reference, never its id (the donor's receipt secret), nor the number it goes back to.

export async function refundsView(db: Db, fundraiserId: string): Promise<Refund[]> {
  return (await refundsOf(db, fundraiserId)).map((r) => ({
    id: r.id,
    donation_reference: r.reference,
    gift: Number(r.gift_minor),
    amount: Number(r.amount_minor),
    cause: r.cause,
    channel: r.channel,
    status: publicRefundStatus(r.status),
    created_at: r.created_at,
    finished_at: r.finished_at,
  }));
}
