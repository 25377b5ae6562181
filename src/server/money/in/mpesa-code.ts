import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import type { MpesaCodeStatus } from '#shared/schemas/mpesa-code.schema.ts';
import type { Deps } from '../../deps.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import type { FundraiserRow } from '../../db/schema.ts';
import { findFundraiserByShortCode } from '../../db/repositories/fundraisers.repository.ts';
import * as codes from '../../db/repositories/mpesa-codes.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { newId, newToken, sha256 } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { DarajaError } from '../daraja/daraja-error.ts';

// "I paid but it's not showing" (D-217): the donor's code is asked about with Daraja's Transaction
// Status; the answer comes later to the check's own unguessable URL, which any instance may
// receive, so the request waits on the check's row in the database, not on memory.

/** Daraja answers a status query within a few seconds; longer than this, the donor is told to look again. */
export const ANSWER_WAIT_MS = 8000;
const POLL_MS = 200;

export const mpesaCodeCallbackPath = (token: string, kind: 'result' | 'timeout') =>
  `/payments/mpesa-code/${token}/${kind}/`;

export async function checkMpesaCode(
  deps: Deps,
  code: string,
  fundraiser: Pick<FundraiserRow, 'id'>,
  waitMs = ANSWER_WAIT_MS,
): Promise<MpesaCodeStatus> {
  // Counted already, or kept for a reviewer (D-245): no need to ask M-Pesa.
  const known = await codes.knownPayment(deps.db, code);
  if (known) return known;
  const id = newId();
  const token = newToken();
  await codes.insertCheck(deps.db, {
    id,
    token_hash: sha256(token),
    mpesa_code: code,
    fundraiser_id: fundraiser.id,
    status: 'asked',
    credited_receipt: null,
    donation_id: null,
    result_desc: null,
    created_at: nowIso(),
    answered_at: null,
  });
  const url = (kind: 'result' | 'timeout') =>
    `${deps.payments.callbackOrigin}/api${mpesaCodeCallbackPath(token, kind)}`;
  try {
    await deps.payments.daraja.transactionStatusByReceipt(code, {
      resultUrl: url('result'),
      timeoutUrl: url('timeout'),
    });
  } catch (err) {
    if (!(err instanceof DarajaError)) throw err;
    console.warn(`[payments] M-Pesa code check ${id}: ${err.errorCode}`);
    await codes.noteCheck(deps.db, id, `${err.errorCode} ${err.errorMessage}`.slice(0, 200));
    return 'pending';
  }
  const deadline = Date.now() + waitMs;
  for (;;) {
    const check = await codes.findCheck(deps.db, id);
    if (check && check.status !== 'asked') return check.status;
    if (Date.now() >= deadline) return 'pending';
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * A donor's check, as the API and the fundraiser page's plain form take it: limited per address and
 * per code (each check is a query to M-Pesa, and codes are guessable), for a live fundraiser only.
 */
export async function checkDonorCode(c: Context, deps: Deps, code: string, shortCode: string) {
  await enforceLimit(c, deps, 'mpesaCode', `code:${code}`);
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (fundraiser?.status !== 'live') throw new ApiError(404, MSG.fundraiserNotFound);
  return checkMpesaCode(deps, code, fundraiser);
}
