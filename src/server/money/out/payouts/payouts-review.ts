import { PAYOUTS_REVIEW_MSG, type PayoutsReview } from '#shared/schemas/payouts-review.schema.ts';
import type { Deps } from '../../../deps.ts';
import { payoutControls, setPayoutControls } from '../../../db/repositories/payouts.repository.ts';
import { ApiError } from '../../../lib/http-error.ts';
import { fullName } from '../../../lib/serializers.ts';
import { isoIn, nowIso } from '../../../lib/time.ts';

// What a reviewer sees and does in /review's Payouts (D-208): withdrawals approved but waiting on
// us (funding, our initiator, a name check), payouts M-Pesa has not answered about, the utility
// balance against what is approved; resuming payouts after an initiator error, and accepting a
// payout number whose M-Pesa name is not the organiser's.

// A payout still unanswered after this many status queries is shown to reviewers.
const LONG_UNKNOWN_QUERIES = 5;
// The newest of reconcile's alerts (D-246): a few say the books need a person; more would say the same.
const MAX_DIFFERENCES = 20;

export async function payoutsReview(deps: Deps): Promise<PayoutsReview> {
  const { db } = deps;
  const [controls, waiting, open, unknown, mismatches, alerts] = await Promise.all([
    payoutControls(db),
    db
      .selectFrom('withdrawals as w')
      .innerJoin('fundraisers as f', 'f.id', 'w.fundraiser_id')
      .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
      .select(['w.id', 'w.amount_minor', 'w.fee_minor', 'w.wait_reason', 'w.updated_at', 'f.short_code', 'd.title'])
      .where('w.status', '=', 'approved')
      .where('w.wait_reason', 'is not', null)
      .orderBy('w.updated_at')
      .execute(),
    db
      .selectFrom('withdrawals')
      .select((eb) => [eb.fn.sum<number>(eb('amount_minor', '-', eb.ref('fee_minor'))).as('total')])
      .where('status', 'in', ['approved', 'submitted'])
      .executeTakeFirst(),
    db
      .selectFrom('payouts as p')
      .innerJoin('fundraisers as f', 'f.id', 'p.fundraiser_id')
      .select(['p.id', 'p.withdrawal_id', 'p.amount_minor', 'p.channel', 'p.sent_at', 'p.queries', 'f.short_code'])
      .where('p.status', '=', 'unknown')
      .where((eb) => eb.or([eb('p.queries', '>=', LONG_UNKNOWN_QUERIES), eb('p.next_check_at', 'is', null)]))
      .orderBy('p.sent_at')
      .execute(),
    db
      .selectFrom('payout_destinations as pd')
      .innerJoin('fundraisers as f', 'f.id', 'pd.fundraiser_id')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .leftJoin('fundraiser_details as d', 'd.fundraiser_id', 'f.id')
      .select(['f.id', 'f.short_code', 'd.title', 'u.firstname', 'u.lastname', 'pd.phone'])
      .where('pd.name_check', '=', 'mismatch')
      .execute(),
    db
      .selectFrom('money_alerts')
      .select(['withdrawal_id', 'text', 'created_at'])
      .orderBy('created_at', 'desc')
      .limit(MAX_DIFFERENCES)
      .execute(),
  ]);
  const names = await Promise.all(
    mismatches.map((m) =>
      db
        .selectFrom('payouts')
        .select('receiver_name')
        .where('fundraiser_id', '=', m.id)
        .where('party_b', '=', m.phone ?? '')
        .where('status', '=', 'paid')
        .orderBy('finished_at')
        .executeTakeFirst(),
    ),
  );
  return {
    paused: controls?.paused_reason === 'configuration',
    utility_balance: controls?.utility_balance_minor == null ? null : Number(controls.utility_balance_minor),
    utility_balance_at: controls?.balance_at ?? null,
    approved_total: Number(open?.total ?? 0),
    waiting: waiting.map((w) => ({
      withdrawal_id: w.id,
      short_code: w.short_code,
      title: w.title,
      amount: Number(w.amount_minor) - Number(w.fee_minor),
      reason: w.wait_reason!,
      since: w.updated_at,
    })),
    unknown: unknown.map((p) => ({
      payout_id: p.id,
      withdrawal_id: p.withdrawal_id,
      short_code: p.short_code,
      amount: Number(p.amount_minor),
      channel: p.channel,
      sent_at: p.sent_at,
      queries: Number(p.queries),
    })),
    differences: alerts.map((a) => ({ withdrawal_id: a.withdrawal_id, text: a.text, at: a.created_at })),
    name_mismatches: mismatches.map((m, i) => ({
      short_code: m.short_code,
      title: m.title,
      owner_name: fullName(m),
      mpesa_name: names[i]?.receiver_name ?? null,
    })),
  };
}

/** After an initiator error is fixed: payouts go again, one first, and withdrawals waiting on it are tried now. */
export async function resumePayouts(deps: Deps, reviewerId: string) {
  if ((await payoutControls(deps.db))?.paused_reason !== 'configuration')
    throw new ApiError(409, PAYOUTS_REVIEW_MSG.notPaused);
  await deps.db.transaction().execute(async (trx) => {
    // One payout goes first and proves the initiator; the rest follow once it is paid.
    await setPayoutControls(trx, { paused_reason: 'probing', paused_at: nowIso(), resumed_by: reviewerId });
    await trx
      .updateTable('withdrawals')
      .set({ retry_at: nowIso() })
      .where('status', '=', 'approved')
      .where('wait_reason', 'in', ['configuration', 'funding'])
      .execute();
  });
}

/** A reviewer who checked the number (e.g. a family member's, named in the story) lets it be paid. */
export async function acceptPayoutName(deps: Deps, fundraiser: { id: string }) {
  const changed = await deps.db
    .updateTable('payout_destinations')
    .set({ name_check: 'ok' })
    .where('fundraiser_id', '=', fundraiser.id)
    .where('name_check', '=', 'mismatch')
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) !== 1) throw new ApiError(409, PAYOUTS_REVIEW_MSG.noMismatch);
  await deps.db
    .updateTable('withdrawals')
    .set({ retry_at: isoIn(0) })
    .where('fundraiser_id', '=', fundraiser.id)
    .where('status', '=', 'approved')
    .execute();
}
