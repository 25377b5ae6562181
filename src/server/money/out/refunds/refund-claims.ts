import type { Context } from 'hono';
import type { Language } from '#shared/languages.ts';
import { maskPhone } from '#shared/phone.ts';
import { REFUND_CLAIM_MSG } from '#shared/schemas/refund-claim.schema.ts';
import type { AppEnv, Deps } from '../../../deps.ts';
import { enforceLimit } from '../../../auth/rate-limit.ts';
import { changeRefund, findRefund } from '../../../db/repositories/refunds.repository.ts';
import { ApiError } from '../../../lib/http-error.ts';
import { nowIso } from '../../../lib/time.ts';
import { checkSmsCode, smsCodeKey, useSmsCode, writeSmsCode } from '../../../services/sms-codes.ts';
import { refundTexts } from './refund-texts.ts';

// A refund waiting for its payer's claim (D-260): M-Pesa masked the number that paid, so nobody
// knows where to send it. Its payer gives the M-Pesa code of their payment and their number; the
// number must fit what M-Pesa showed of it (2547 ***** 149), and a code by SMS proves they hold it.
// Then the refund goes by B2C to that number, through the refunds worker like any other.

const claimKey = (refundId: string, phone: string) => smsCodeKey('refund-claim', refundId, phone);

/** Whether a whole number fits what M-Pesa showed of it: each digit shown is the same, in place. */
export function fitsMask(shown: string | null, phone: string) {
  const mask = (shown ?? '').replace(/\s+/g, '');
  if (mask.length !== phone.length || !/\d/.test(mask)) return false;
  return [...mask].every((ch, i) => !/\d/.test(ch) || ch === phone[i]);
}

/** The refund of `shortCode` waiting for the payer of `mpesaCode`, when `phone` fits its payer's. */
async function claimable(deps: Deps, shortCode: string, mpesaCode: string, phone: string) {
  const row = await deps.db
    .selectFrom('refunds as r')
    .innerJoin('donations as d', 'd.id', 'r.donation_id')
    .innerJoin('fundraisers as f', 'f.id', 'r.fundraiser_id')
    // A paybill gift keeps no number of its own: M-Pesa's (masked) is on its payment.
    .leftJoin('c2b_payments as p', 'p.donation_id', 'd.id')
    .select(['r.id', 'd.phone', 'p.msisdn'])
    .where('f.short_code', '=', shortCode)
    .where('d.mpesa_receipt', '=', mpesaCode)
    .where('r.status', '=', 'claim_needed')
    .executeTakeFirst();
  return row && fitsMask(row.phone ?? row.msisdn, phone) ? row.id : null;
}

/** The M-Pesa code and number: a code by SMS to that number, for that refund. */
export async function startClaim(
  c: Context<AppEnv>,
  deps: Deps,
  claim: { shortCode: string; mpesaCode: string; phone: string; language: Language },
) {
  await enforceLimit(c, deps, 'refundClaim', `${claim.shortCode}:${claim.mpesaCode}`);
  const id = await claimable(deps, claim.shortCode, claim.mpesaCode, claim.phone);
  if (!id) throw new ApiError(404, REFUND_CLAIM_MSG.noClaim);
  await deps.db.transaction().execute((trx) =>
    writeSmsCode(trx, {
      key: claimKey(id, claim.phone),
      userId: null,
      phone: claim.phone,
      text: refundTexts(claim.language).claimCode,
      purpose: 'refund-claim-code',
    }),
  );
  deps.sms.wake();
  return { id, phone: maskPhone(claim.phone) };
}

/** The code: the refund goes to that number by B2C, once; a second confirmation finds it claimed. */
export async function confirmClaim(c: Context<AppEnv>, deps: Deps, id: string, phone: string, code: string) {
  await enforceLimit(c, deps, 'refundClaimConfirm', `refund:${id}`);
  const refund = await findRefund(deps.db, id);
  if (!refund) throw new ApiError(404, REFUND_CLAIM_MSG.noClaim);
  if (refund.status !== 'claim_needed') throw new ApiError(409, REFUND_CLAIM_MSG.done);
  const key = claimKey(id, phone);
  try {
    await checkSmsCode(deps, key, code, REFUND_CLAIM_MSG.noCode);
  } catch (err) {
    // A double tap: the other request used the code and claimed it in between.
    if ((await findRefund(deps.db, id))?.status !== 'claim_needed') throw new ApiError(409, REFUND_CLAIM_MSG.done);
    throw err;
  }
  const claimed = await deps.db.transaction().execute(async (trx) => {
    const moved = await changeRefund(trx, id, ['claim_needed'], {
      channel: 'b2c',
      party: phone,
      status: 'queued',
      next_check_at: nowIso(),
    });
    if (moved) await useSmsCode(trx, key);
    return moved;
  });
  if (!claimed) throw new ApiError(409, REFUND_CLAIM_MSG.done);
}
