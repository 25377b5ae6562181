import type { PublicRefundStatus } from '#shared/schemas/refund.schema.ts';
import type { RefundStatus } from '../db/refunds-table.ts';

/** A refund's state as people see it (D-256): written (pending), at M-Pesa (sent), or its end. */
const PUBLIC: Record<RefundStatus, PublicRefundStatus> = {
  queued: 'pending',
  sending: 'pending',
  sent: 'sent',
  unknown: 'sent',
  returned: 'returned',
  failed: 'failed',
  claim_needed: 'claim_needed',
};

export const publicRefundStatus = (status: RefundStatus) => PUBLIC[status];
