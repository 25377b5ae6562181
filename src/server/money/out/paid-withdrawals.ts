import type { PaidWithdrawal } from '#shared/schemas/paid-withdrawal.schema.ts';
import type { Db } from '../../db/client.ts';
import { payoutsOf } from '../../db/repositories/payouts.repository.ts';

// Where the money went (D-208): what donors see of each paid withdrawal, on a fundraiser anyone
// can see (live or closed, as its updates). Nothing personal leaves here: no number, no name
// M-Pesa gave for a person; a paybill is an organisation and keeps its name.

const LIMIT = 50;

/** A fundraiser's paid withdrawals, newest first (the public page draws them from its review JSON). */
export async function paidWithdrawalsOf(db: Db, fundraiserId: string): Promise<PaidWithdrawal[]> {
  const rows = await db
    .selectFrom('withdrawals')
    .select(['id', 'paid_at', 'purpose'])
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .limit(LIMIT)
    .execute();
  const paid = (
    await payoutsOf(
      db,
      rows.map((r) => r.id),
    )
  ).filter((p) => p.status === 'paid');
  return rows.map((row) => {
    const parts = paid.filter((p) => p.withdrawal_id === row.id);
    const last = parts.at(-1);
    return {
      paid_at: row.paid_at ?? '',
      amount: parts.reduce((sum, p) => sum + Number(p.amount_minor), 0),
      purpose: row.purpose,
      recipient:
        last?.channel === 'b2b'
          ? { kind: 'paybill' as const, paybill: last.party_b, name: payeeName(last.receiver_name) }
          : { kind: 'mpesa' as const },
      mpesa_receipts: parts.map((p) => p.mpesa_receipt).filter((r): r is string => !!r),
    };
  });
}

/** A paybill's public name without the number M-Pesa puts before it ("400200 - KNH" → "KNH"). */
export const payeeName = (receiverName: string | null) => receiverName?.replace(/^\s*\d+\s*[-–]\s*/, '').trim() || null;
