import type { Deps } from '../../../deps.ts';
import { findWithdrawal } from '../../../db/repositories/withdrawals.repository.ts';
import { newId } from '../../../lib/secrets.ts';
import { nowIso } from '../../../lib/time.ts';
import { withdrawalDifferences } from '../../ledger/reconcile-withdrawals.ts';
import { mailReviewers } from '../mail-reviewers.ts';

// When the payouts worker closes a withdrawal (paid or failed), reconcile proves that withdrawal's
// money at once (D-246): a difference is listed for reviewers in /review's Payouts and e-mailed to
// them, so a wrong movement is seen the hour it happens, not at the next full reconcile.

export async function checkClosedWithdrawal(deps: Deps, withdrawalId: string) {
  // The money has settled by now: a failure here is logged, never answered to M-Pesa's callback.
  await proveClosed(deps, withdrawalId).catch((err: unknown) =>
    console.error(`[payouts] reconciling withdrawal ${withdrawalId} failed`, err),
  );
}

async function proveClosed(deps: Deps, withdrawalId: string) {
  const withdrawal = await findWithdrawal(deps.db, withdrawalId);
  if (!withdrawal || (withdrawal.status !== 'paid' && withdrawal.status !== 'failed')) return;
  const differences = await withdrawalDifferences(deps.db, {
    withdrawalIds: [withdrawalId],
    verifyGraceSeconds: deps.env.PAYOUT_VERIFY_GRACE_SECONDS,
  });
  if (differences.length === 0) return;
  await deps.db.transaction().execute(async (trx) => {
    // A repeated answer about the same payout finds the same differences: each is told once.
    const told = await trx
      .selectFrom('money_alerts')
      .select('text')
      .where('withdrawal_id', '=', withdrawalId)
      .execute();
    const fresh = differences.filter((d) => !told.some((t) => t.text === d));
    if (fresh.length === 0) return;
    console.error(`[payouts] withdrawal ${withdrawalId} does not reconcile:\n${fresh.join('\n')}`);
    const at = nowIso();
    await trx
      .insertInto('money_alerts')
      .values(fresh.map((text) => ({ id: newId(), withdrawal_id: withdrawalId, text, created_at: at })))
      .execute();
    await mailReviewers(
      trx,
      'The books differ: a withdrawal does not reconcile',
      [`Withdrawal ${withdrawalId} was just closed and its money does not add up:`, ...fresh].join('\n'),
    );
  });
}
