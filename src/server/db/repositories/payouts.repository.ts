import type { Updateable } from 'kysely';
import type { Db } from '../client.ts';
import { changedOne } from '../compare-and-swap.ts';
import type { PayoutControlsTable, PayoutStatus, PayoutsTable } from '../payouts-table.ts';
import { nowIso } from '../../lib/time.ts';

// Payouts' reads and writes (D-208). Every change of a payout's status is a compare-and-swap on the
// status it was read with, so a result, a timeout, a status answer and a sender racing each other
// move it once.

export const insertPayouts = (trx: Db, rows: PayoutsTable[]) => trx.insertInto('payouts').values(rows).execute();

export const findPayout = (db: Db, id: string) =>
  db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst();

export const findPayoutByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('payouts').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const payoutsOf = (db: Db, withdrawalIds: string[]) =>
  withdrawalIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('payouts')
        .selectAll()
        .where('withdrawal_id', 'in', withdrawalIds)
        .orderBy('part')
        .orderBy('created_at')
        .execute();

/** M-Pesa's word on a paid payout (D-246): the first answer is kept. */
export const recordVerification = (
  db: Db,
  id: string,
  v: { result: string; amountMinor: number | null; receipt: string | null },
) =>
  db
    .updateTable('payouts')
    .set({
      verified_at: nowIso(),
      verified_result: v.result.slice(0, 40),
      verified_amount_minor: v.amountMinor,
      verified_receipt: v.receipt?.slice(0, 30) ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('verified_at', 'is', null)
    .execute();

/** Paid payouts M-Pesa has not confirmed yet whose next check is due. */
export const unverifiedPayouts = (db: Db, now: string, limit: number) =>
  db
    .selectFrom('payouts')
    .selectAll()
    .where('status', '=', 'paid')
    .where('verified_at', 'is', null)
    .where((eb) => eb.or([eb('verify_after', 'is', null), eb('verify_after', '<=', now)]))
    .orderBy('finished_at')
    .limit(limit)
    .execute();

/** Takes a paid payout's next check until `until`, if nobody took it since `seen`. */
export const claimVerification = (db: Db, payout: { id: string; verify_after: string | null }, until: string) =>
  changedOne(
    db
      .updateTable('payouts')
      .set({ verify_after: until })
      .where('id', '=', payout.id)
      .where('verified_at', 'is', null)
      .where((eb) =>
        payout.verify_after === null ? eb('verify_after', 'is', null) : eb('verify_after', '=', payout.verify_after),
      ),
  );

/** Moves a payout from one of `from` to new values; false when something else moved it first. */
export const changePayout = (trx: Db, id: string, from: PayoutStatus[], values: Updateable<PayoutsTable>) =>
  changedOne(
    trx
      .updateTable('payouts')
      .set({ ...values, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', from),
  );

/**
 * Approved withdrawals whose reviewer (if any) has approved them and that are not waiting for a
 * retry; `probe`: not one that met an initiator error either.
 */
export const readyWithdrawals = (db: Db, now: string, limit: number, probe = false) =>
  db
    .selectFrom('withdrawals')
    .selectAll()
    .where('status', '=', 'approved')
    .$if(probe, (qb) =>
      qb.where((eb) => eb.or([eb('wait_reason', 'is', null), eb('wait_reason', '!=', 'configuration')])),
    )
    .where((eb) => eb.or([eb('review_needed', '=', 0), eb('reviewed_at', 'is not', null)]))
    .where((eb) => eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', now)]))
    .orderBy('updated_at')
    .limit(limit)
    .execute();

/** Payouts sent or about to be whose answer has not come. */
export async function countInFlight(db: Db) {
  const row = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'in', ['queued', 'sending', 'sent', 'unknown'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const CONTROLS = 'b2c';

export const payoutControls = (db: Db) =>
  db.selectFrom('payout_controls').selectAll().where('id', '=', CONTROLS).executeTakeFirst();

export const setPayoutControls = (db: Db, values: Omit<Updateable<PayoutControlsTable>, 'id'>) =>
  db
    .insertInto('payout_controls')
    .values({
      id: CONTROLS,
      paused_reason: null,
      paused_at: null,
      resumed_by: null,
      utility_balance_minor: null,
      balance_at: null,
      ...values,
    })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
