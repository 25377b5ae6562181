import type { OpenRefundRequest, Refund } from '#shared/schemas/refund.schema.ts';
import type { Db } from '../../../db/client.ts';
import { publicRefundStatus } from '../../refund-status.ts';
import { openRequestsOf, refundsOf, votesOfRequests } from '../../../db/repositories/refunds.repository.ts';
import { activeTreasurerIds } from '../../../db/repositories/treasurers.repository.ts';
import { approvalsNeeded } from '#shared/schemas/treasurer.schema.ts';

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

/**
 * The donors' requests that wait for a decision: the name only when the donor gave it publicly, and
 * the active treasurers' words so far against the majority that decides (D-261).
 */
export async function openRequestsView(db: Db, fundraiserId: string): Promise<OpenRefundRequest[]> {
  const [requests, treasurers] = await Promise.all([
    openRequestsOf(db, fundraiserId),
    activeTreasurerIds(db, fundraiserId),
  ]);
  const votes = await votesOfRequests(
    db,
    requests.map((q) => q.id),
  );
  const count = (id: string, vote: string) =>
    votes.filter((v) => v.request_id === id && v.vote === vote && treasurers.includes(v.user_id)).length;
  return requests.map((q) => ({
    id: q.id,
    donation_reference: q.reference,
    amount: Number(q.amount_minor),
    donor_name: q.anonymous ? 'Anonymous' : q.donor_name,
    reason: q.reason,
    created_at: q.created_at,
    votes: {
      approve: count(q.id, 'approve'),
      reject: count(q.id, 'reject'),
      needed: treasurers.length ? approvalsNeeded(treasurers.length) : 0,
    },
  }));
}
