import type { PublicRefundStatus, Refund } from '#shared/schemas/refund.schema.ts';
import type { Db } from '../../../db/client.ts';
import type { RefundStatus } from '../../../db/refunds-table.ts';
import { refundsOf } from '../../../db/repositories/refunds.repository.ts';

// A fundraiser's refunds as its owner, treasurers and reviewers see them (D-256): the gift's public
// reference, never its id (the donor's receipt secret), nor the number it goes back to.

const PUBLIC: Record<RefundStatus, PublicRefundStatus> = {
  queued: 'pending',
  sending: 'pending',
  sent: 'sent',
  unknown: 'sent',
  returned: 'returned',
  failed: 'failed',
  claim_needed: 'claim_needed',
};

export async function refundsView(db: Db, fundraiserId: string): Promise<Refund[]> {
  return (await refundsOf(db, fundraiserId)).map((r) => ({
    id: r.id,
    donation_reference: r.reference,
    gift: Number(r.gift_minor),
    amount: Number(r.amount_minor),
    cause: r.cause,
    channel: r.channel,
    status: PUBLIC[r.status],
    created_at: r.created_at,
    finished_at: r.finished_at,
  }));
}
