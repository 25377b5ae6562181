import type { Db } from '../../db/client.ts';
import type { WithdrawalRow } from '../../db/withdrawals-table.ts';

// Where one withdrawal's money stands in the ledger (D-244): what was blocked for it, paid out by
// its parts, taken as fee and given back. Per withdrawal, blocked = paid + fee + released + what is
// still blocked, and that last part is never negative.

export type WithdrawalMoney = Pick<WithdrawalRow, 'id' | 'fundraiser_id' | 'amount_minor' | 'fee_minor'>;

/**
 * The fee's share of what was paid: the whole fee once everything is sent, else in proportion,
 * so a withdrawal ended after some parts pays the fee on those parts only.
 */
export function feeShare(withdrawal: Pick<WithdrawalMoney, 'amount_minor' | 'fee_minor'>, paidMinor: number) {
  const fee = Number(withdrawal.fee_minor);
  const sent = Number(withdrawal.amount_minor) - fee;
  if (paidMinor <= 0) return 0;
  if (paidMinor >= sent) return fee;
  return Math.round((fee * paidMinor) / sent);
}

export async function standingOf(db: Db, withdrawal: WithdrawalMoney) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select((eb) => ['kind', eb.fn.sum<number>('amount_minor').as('total')])
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', 'in', ['block', 'release', 'fee']), eb('source_id', '=', withdrawal.id)]),
        eb.and([
          eb('kind', '=', 'payout'),
          eb('source_id', 'in', eb.selectFrom('payouts').select('id').where('withdrawal_id', '=', withdrawal.id)),
        ]),
      ]),
    )
    .groupBy('kind')
    .execute();
  const sum = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  const [blockedIn, paid, feeTaken, released] = [sum('block'), sum('payout'), sum('fee'), sum('release')];
  const blocked = blockedIn - paid - feeTaken - released;
  const feeOwed = Math.max(0, feeShare(withdrawal, paid) - feeTaken);
  return {
    /** Set aside for it, in all. */
    blockedIn,
    paid,
    feeTaken,
    released,
    /** Still set aside now. */
    blocked,
    /** What its parts may still send: the amount after the fee, less what was paid. */
    unsent: Math.min(blocked, Number(withdrawal.amount_minor) - Number(withdrawal.fee_minor) - paid),
    /** The fee's share of what was paid that is not taken yet. */
    feeOwed,
    /** What may be given back: what is still blocked, less the fee owed on what was paid. */
    releasable: Math.max(0, blocked - feeOwed),
  };
}
