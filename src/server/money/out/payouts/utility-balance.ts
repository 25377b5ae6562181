import { utilityFunds } from '#shared/daraja-payouts.ts';
import { classifyPayoutResult } from '#shared/payout-outcomes.ts';
import type { Deps } from '../../../deps.ts';
import { payoutControls, setPayoutControls } from '../../../db/repositories/payouts.repository.ts';
import { sameHash } from '../../../lib/secrets.ts';
import { nowIso } from '../../../lib/time.ts';
import { DarajaError } from '../../daraja/daraja-error.ts';
import { payoutToken } from './callback-urls.ts';
import { resultValueOf } from './read-answer.ts';
import { toMinor } from '#shared/kes.ts';

// The M-Pesa utility account's funds (D-208): what B2C and B2B pay from. Every payout result
// reports them; Account Balance asks for them, on a reviewer's request and every quarter of an
// hour while the worker runs, so /review compares them with what is approved before it fails.

const BALANCE_CALLBACK = 'account-balance';
const EVERY_MS = 15 * 60_000;
let lastAsked = 0;

/** The secret in the Account Balance answer's URL (callbacks are unsigned). */
const balanceToken = (deps: Pick<Deps, 'env'>) => payoutToken(deps.env.JWT_SECRET, BALANCE_CALLBACK);

export const isBalanceToken = (deps: Pick<Deps, 'env'>, token: string) => sameHash(balanceToken(deps), token);

export async function askUtilityBalance(deps: Deps) {
  lastAsked = Date.now();
  const url = (kind: string) =>
    `${deps.payments.callbackOrigin}/api/payments/account-balance/${balanceToken(deps)}/${kind}/`;
  try {
    await deps.payments.daraja.accountBalance({ resultUrl: url('result'), timeoutUrl: url('timeout') });
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    console.warn(`[payouts] account balance query failed: ${err.errorCode}`);
  }
}

/** From the worker: asks when the last answer is older than a quarter of an hour. */
export async function askUtilityBalanceNow(deps: Deps, answeredAt: string | null) {
  const stale = !answeredAt || Date.now() - Date.parse(answeredAt) > EVERY_MS;
  if (stale && Date.now() - lastAsked > EVERY_MS) await askUtilityBalance(deps);
}

/**
 * Resumed with no withdrawal to probe with (D-244): the Account Balance query goes through the same
 * initiator, so its answer ends the probing or pauses payouts again. Asked at most once a query gap.
 */
export async function probeWithBalance(deps: Deps) {
  if (Date.now() - lastAsked > deps.env.PAYOUT_QUERY_SECONDS * 1000) await askUtilityBalance(deps);
}

/** What the answer proves of the initiator while payouts are being probed after a resume. */
async function afterProbe(deps: Deps, body: unknown, ok: boolean) {
  if ((await payoutControls(deps.db))?.paused_reason !== 'probing') return;
  const code = String((body as { Result?: { ResultCode?: unknown } } | null)?.Result?.ResultCode ?? '');
  if (ok) await setPayoutControls(deps.db, { paused_reason: null });
  else if (classifyPayoutResult(code) === 'configuration')
    await setPayoutControls(deps.db, { paused_reason: 'configuration', paused_at: nowIso(), resumed_by: null });
}

/** The answer: kept when it says the utility account's funds, logged otherwise. */
export async function balanceAnswerArrived(deps: Deps, body: unknown) {
  const read = resultValueOf(body, 'AccountBalance');
  await afterProbe(deps, body, read.ok);
  const funds = read.ok && typeof read.value === 'string' ? utilityFunds(read.value) : undefined;
  if (funds === undefined) {
    console.warn(`[payouts] account balance answer without the utility account (${read.ok ? 'no value' : read.why})`);
    return;
  }
  await setPayoutControls(deps.db, { utility_balance_minor: toMinor(funds), balance_at: nowIso() });
}
