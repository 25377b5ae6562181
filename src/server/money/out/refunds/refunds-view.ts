import type { OpenRefundRequest, Refund } from '#shared/schemas/refund.schema.ts';
import type { Db } from '../../../db/client.ts';
import { publicRefundStatus } from '../../refund-status.ts';
import { openRequestsOf, refundsOf } from '../../../db/repositories/refunds.repository.ts';

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

/** The donors' requests that wait for a decision: the name only when the donor gave it publicly. */
export async function openRequestsView(db: Db, fundraiserId: string): Promise<OpenRefundRequest[]> {
  return (await openRequestsOf(db, fundraiserId)).map((q) => ({
    id: q.id,
    donation_reference: q.reference,
    amount: Number(q.amount_minor),
    donor_name: q.anonymous ? 'Anonymous' : q.donor_name,
    reason: q.reason,
    created_at: q.created_at,
  }));
}
