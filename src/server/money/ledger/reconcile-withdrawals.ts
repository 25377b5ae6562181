import type { Db } from '../../db/client.ts';
import { feeShare } from './withdrawal-standing.ts';

// Reconcile's withdrawals (D-244, D-246): per withdrawal, what was blocked is what was paid, taken
// as fee, given back and still blocked, never below zero, nothing left blocked once it ended; each
// payout entry is a paid payout of that amount and each paid payout has its entry; and each paid
// payout is what M-Pesa says it paid, asked by Transaction Status (verify-payouts.ts).

const ENDED = new Set(['paid', 'failed', 'rejected', 'cancelled']);

/** The differences among `withdrawalIds`' money, or among every withdrawal's when none are named. */
export async function withdrawalDifferences(
  db: Db,
  options: { withdrawalIds?: string[]; verifyGraceSeconds: number; now?: Date },
): Promise<string[]> {
  const ids = options.withdrawalIds;
  if (ids && ids.length === 0) return [];
  const [withdrawals, moves, payoutEntries, unentered, unverified] = await Promise.all([
    db
      .selectFrom('withdrawals')
      .select(['id', 'status', 'amount_minor', 'fee_minor'])
      .$if(!!ids, (qb) => qb.where('id', 'in', ids!))
      .execute(),
    db
      .selectFrom('ledger_entries')
      .select((eb) => ['source_id', 'kind', eb.fn.sum<number>('amount_minor').as('total')])
      .where('kind', 'in', ['block', 'release', 'fee'])
      .$if(!!ids, (qb) => qb.where('source_id', 'in', ids!))
      .groupBy(['source_id', 'kind'])
      .execute(),
    db
      .selectFrom('ledger_entries as e')
      .leftJoin('payouts as p', 'p.id', 'e.source_id')
      .select(['e.source_id', 'e.amount_minor', 'p.withdrawal_id', 'p.status', 'p.amount_minor as payout_minor'])
      .where('e.kind', '=', 'payout')
      .$if(!!ids, (qb) => qb.where('p.withdrawal_id', 'in', ids!))
      .execute(),
    db
      .selectFrom('payouts as p')
      .leftJoin('ledger_entries as e', (join) => join.onRef('e.source_id', '=', 'p.id').on('e.kind', '=', 'payout'))
      .select(['p.id', 'p.withdrawal_id'])
      .where('p.status', '=', 'paid')
      .where('e.id', 'is', null)
      .$if(!!ids, (qb) => qb.where('p.withdrawal_id', 'in', ids!))
      .execute(),
    db
      .selectFrom('payouts')
      .select([
        'id',
        'amount_minor',
        'mpesa_receipt',
        'finished_at',
        'verified_at',
        'verified_result',
        'verified_amount_minor',
        'verified_receipt',
      ])
      .where('status', '=', 'paid')
      .where((eb) =>
        eb.or([
          eb('verified_at', 'is', null),
          eb('verified_result', '!=', 'Completed'),
          eb('verified_amount_minor', '!=', eb.ref('amount_minor')),
          eb('verified_receipt', 'is', null),
          eb('verified_receipt', '!=', eb.ref('mpesa_receipt')),
        ]),
      )
      .$if(!!ids, (qb) => qb.where('withdrawal_id', 'in', ids!))
      .execute(),
  ]);

  const differences: string[] = [];
  const sums = new Map<string, Record<string, number>>();
  const sumsOf = (id: string) => sums.get(id) ?? sums.set(id, {}).get(id)!;
  for (const m of moves) sumsOf(m.source_id)[m.kind] = Number(m.total);
  for (const e of payoutEntries) {
    if (!e.withdrawal_id) {
      differences.push(`payout entry for ${e.source_id}, which is no payout`);
      continue;
    }
    if (e.status !== 'paid' || Number(e.payout_minor) !== Number(e.amount_minor))
      differences.push(
        `withdrawal ${e.withdrawal_id}: payout entry of ${e.amount_minor} for payout ${e.source_id}, which is ${e.status} of ${e.payout_minor}`,
      );
    const s = sumsOf(e.withdrawal_id);
    s.payout = (s.payout ?? 0) + Number(e.amount_minor);
  }
  for (const p of unentered) differences.push(`withdrawal ${p.withdrawal_id}: payout ${p.id} is paid with no entry`);

  const known = new Set(withdrawals.map((w) => w.id));
  for (const id of sums.keys())
    if (!known.has(id)) differences.push(`entries for withdrawal ${id}, which does not exist`);
  for (const w of withdrawals) {
    const s = sums.get(w.id) ?? {};
    const [blockedIn, paid, fee, released] = [s.block ?? 0, s.payout ?? 0, s.fee ?? 0, s.release ?? 0];
    const amount = Number(w.amount_minor);
    const sent = amount - Number(w.fee_minor);
    const still = blockedIn - paid - fee - released;
    const say = (what: string) => differences.push(`withdrawal ${w.id} (${w.status}): ${what}`);
    if (blockedIn !== amount) say(`blocked ${blockedIn}, expected its amount ${amount}`);
    if (still < 0) say(`more left its block than was blocked (${still})`);
    if (paid > sent) say(`paid ${paid}, more than the ${sent} it sends`);
    if (fee > Number(w.fee_minor)) say(`fee taken ${fee}, more than its fee ${w.fee_minor}`);
    if (ENDED.has(w.status) && still !== 0) say(`ended with ${still} still blocked`);
    if (ENDED.has(w.status) && fee !== feeShare(w, paid)) say(`fee taken ${fee}, expected ${feeShare(w, paid)}`);
    if (w.status === 'paid' && paid !== sent) say(`paid ${paid}, expected ${sent}`);
  }

  const graceEnd = (options.now ?? new Date()).getTime() - options.verifyGraceSeconds * 1000;
  for (const p of unverified) {
    if (!p.verified_at) {
      if (p.finished_at && Date.parse(p.finished_at) < graceEnd)
        differences.push(`payout ${p.id}: paid ${p.finished_at}, not confirmed by M-Pesa since`);
      continue;
    }
    differences.push(
      `payout ${p.id}: counted ${p.amount_minor} with receipt ${p.mpesa_receipt}, M-Pesa says ${p.verified_result} ${p.verified_amount_minor ?? '-'} ${p.verified_receipt ?? '-'}`,
    );
  }
  return differences;
}
