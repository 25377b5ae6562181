import type { PaidWithdrawal } from '#shared/schemas/paid-withdrawal.schema.ts';
import type { Deps } from '../../../deps.ts';
import { findFundraiserByShortCode } from '../../../db/repositories/fundraisers.repository.ts';
import { payoutsOf } from '../../../db/repositories/payouts.repository.ts';
import { showsUpdates } from '../../fundraiser-updates/updates.ts';
import { payeeName } from './payout-news.ts';

// Where the money went (D-208): what donors see of each paid withdrawal, on a fundraiser anyone
// can see (live or closed, as its updates). Nothing personal leaves here: no number, no name
// M-Pesa gave for a person; a paybill is an organisation and keeps its name.

const LIMIT = 50;

/** Null when there is no such public fundraiser. */
export async function paidWithdrawals(deps: Deps, shortCode: string): Promise<PaidWithdrawal[] | null> {
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser || !showsUpdates(fundraiser)) return null;
  const rows = await deps.db
    .selectFrom('withdrawals')
    .select(['id', 'paid_at', 'purpose'])
    .where('fundraiser_id', '=', fundraiser.id)
    .where('status', '=', 'paid')
    .orderBy('paid_at', 'desc')
    .limit(LIMIT)
    .execute();
  const paid = (
    await payoutsOf(
      deps.db,
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
