import type { Context } from 'hono';
import type { PledgeConfirmed } from '#shared/pledges/pledge.schema.ts';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import * as pledges from '../../db/repositories/pledges.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { forgetReview } from '../../services/review.ts';
import { checkSmsCode, useSmsCode } from '../../services/sms-codes.ts';
import { queueText } from '../../services/sms/sms-outbox.ts';
import { pledgeCodeKey, tokenHash } from './create.ts';
import { pledgeTexts } from './pledge-texts.ts';
import { pledgeLink, pledgeToken } from './reminders/pledge-token.ts';
import { formatKesDigits } from '#shared/kes.ts';

// Confirming a pledge's phone (D-230) opens the pledge and gives its pledger the link to it (D-231).

/**
 * The right code opens the pledge, once: of two requests with it, one confirms and the other is
 * told it is confirmed already (409). Wrong codes are counted (five per code) and limited.
 */
export async function confirmPledge(
  c: Context<AppEnv>,
  deps: Deps,
  id: string,
  code: string,
): Promise<PledgeConfirmed> {
  await enforceLimit(c, deps, 'pledgeConfirm', `pledge:${id}`);
  const pledge = await pledges.findPledgeWithFundraiser(deps.db, id);
  if (!pledge) throw new ApiError(404, PLEDGE_MSG.notFound);
  if (pledge.state !== 'unconfirmed') throw new ApiError(409, PLEDGE_MSG.alreadyConfirmed);
  const key = pledgeCodeKey(id);
  try {
    await checkSmsCode(deps, key, code, PLEDGE_MSG.noCode);
  } catch (err) {
    // A double tap: the other request used the code and confirmed the pledge in between.
    if ((await pledges.findPledge(deps.db, id))?.state === 'confirmed')
      throw new ApiError(409, PLEDGE_MSG.alreadyConfirmed);
    throw err;
  }
  // The link's secret is derived from the id (reminders write the same link days later); only
  // its hash is stored, and nothing opens the pledge before it is confirmed.
  const token = pledgeToken(deps.env, id);
  const link = pledgeLink(deps.env, id);
  const confirmed = await deps.db.transaction().execute(async (trx) => {
    // The state's compare-and-swap first: a second confirmation waits on the row, then finds it open.
    if (!(await pledges.markConfirmed(trx, id, tokenHash(token), nowIso()))) return false;
    await useSmsCode(trx, key);
    // The pledger has just confirmed and waits for their link: it goes at once (D-219's rule).
    await queueText(trx, {
      to: pledge.phone,
      purpose: 'pledge-link',
      text: pledgeTexts(pledge.language).confirmed(formatKesDigits(pledge.amount_minor, 'down'), link),
      awaited: true,
    });
    return true;
  });
  if (!confirmed) throw new ApiError(409, PLEDGE_MSG.alreadyConfirmed);
  forgetReview(pledge.short_code);
  deps.sms.wake();
  return { id, status: 'open', token, link };
}
