import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import type { PledgeRequest } from '#shared/pledges/pledge.schema.ts';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { enforceLimit } from '../../auth/rate-limit.ts';
import { findFundraiserByShortCode } from '../../db/repositories/fundraisers.repository.ts';
import * as pledges from '../../db/repositories/pledges.repository.ts';
import type { PledgeRow } from '../../db/pledges-tables.ts';
import { ApiError } from '../../lib/http-error.ts';
import { languageOfRequest } from '../../lib/request-language.ts';
import { newShortCode, sha256 } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { smsCodeKey, writeSmsCode } from '../../services/sms-codes.ts';
import { paybillKey } from '#shared/paybill-key.ts';
import { takeAccountNumber } from '../../db/repositories/account-numbers.repository.ts';
import { pledgeTexts } from './pledge-texts.ts';
import { formatKesDigits, toMinor } from '#shared/kes.ts';

// Taking a pledge (D-230): no account; the phone proves itself with a code sent by SMS.

/** A pledge's code attempt: one per pledge, found by a hash of its id. */
export const pledgeCodeKey = (pledgeId: string) => smsCodeKey('pledge', pledgeId);

/** 12 characters of the short-code alphabet (about 70 bits): the pledge's id, in its link. */
export const newPledgeId = () => `${newShortCode()}${newShortCode().slice(0, 4)}`;

/** Throws 404 for no such fundraiser, 409 when it is not live, 429 past the limits. */
export async function createPledge(c: Context<AppEnv>, deps: Deps, shortCode: string, input: PledgeRequest) {
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, MSG.fundraiserNotFound);
  if (fundraiser.status !== 'live') throw new ApiError(409, MSG.fundraiserNotLive);
  // Each pledge texts a phone: no one may flood someone else's number with codes.
  await enforceLimit(c, deps, 'pledge', `phone:${input.phone}`);
  const anonymous = Boolean(input.anonymous) || !input.display_name;
  const instalments = input.instalments ?? 1;
  const id = newPledgeId();
  const language = input.language ?? languageOfRequest(c);
  const amountMinor = toMinor(input.amount);
  const accountNumber = await takeAccountNumber(deps.db);
  await deps.db.transaction().execute(async (trx) => {
    // Numbers are taken one at a time per fundraiser; the unique index stands behind the lock.
    await pledges.lockFundraiser(trx, fundraiser.id);
    const number = await pledges.nextPledgeNumber(trx, fundraiser.id);
    const reference = `${fundraiser.short_code}-${number}`;
    await pledges.insertPledge(trx, {
      id,
      fundraiser_id: fundraiser.id,
      number,
      reference,
      reference_key: paybillKey(reference),
      account_number: accountNumber,
      amount_minor: amountMinor,
      due_date: input.due_date,
      instalments,
      period: instalments > 1 ? input.period! : null,
      phone: input.phone,
      email: input.email ?? null,
      display_name: anonymous ? null : input.display_name!,
      anonymous: anonymous ? 1 : 0,
      public: input.public ? 1 : 0,
      language,
      state: 'unconfirmed',
      token_hash: null,
      created_at: nowIso(),
      confirmed_at: null,
      released_at: null,
      last_reminded_at: null,
    });
    await writeCode(trx, { id, phone: input.phone, language, amount_minor: amountMinor });
  });
  deps.sms.wake();
  return { id, status: 'unconfirmed' as const };
}

/** The code's attempt and its SMS, in the caller's transaction; it goes at once, even at night. */
export const writeCode = (trx: Deps['db'], p: Pick<PledgeRow, 'id' | 'phone' | 'language' | 'amount_minor'>) =>
  writeSmsCode(trx, {
    key: pledgeCodeKey(p.id),
    userId: null,
    phone: p.phone,
    text: (code) => pledgeTexts(p.language).code(code, formatKesDigits(p.amount_minor, 'down')),
    purpose: 'pledge-code',
  });

/** A new code for a pledge still waiting for one (the first expired or never came). */
export async function resendCode(c: Context<AppEnv>, deps: Deps, id: string) {
  const pledge = await pledges.findPledge(deps.db, id);
  if (!pledge) throw new ApiError(404, PLEDGE_MSG.notFound);
  if (pledge.state !== 'unconfirmed') throw new ApiError(409, PLEDGE_MSG.alreadyConfirmed);
  await enforceLimit(c, deps, 'pledge', `phone:${pledge.phone}`);
  await deps.db.transaction().execute((trx) => writeCode(trx, pledge));
  deps.sms.wake();
}

/** Hash of a pledge link's token, as stored. */
export const tokenHash = (token: string) => sha256(`pledge:${token}`);
