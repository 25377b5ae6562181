import { maskC2bMsisdn } from '#shared/daraja-c2b.ts';
import { PAYBILL_MSG, type UnallocatedPayment } from '#shared/schemas/paybill.schema.ts';
import type { Deps } from '../../../deps.ts';
import * as c2b from '../../../db/repositories/c2b.repository.ts';
import { findFundraiserByShortCode } from '../../../db/repositories/fundraisers.repository.ts';
import { ApiError } from '../../../lib/http-error.ts';
import { nowIso } from '../../../lib/time.ts';
import { lockReceipt } from '../../../db/receipt-lock.ts';
import { afterMoneyMoved } from '../../ledger/after-commit.ts';
import { creditPaybill } from './paybill.ts';

// A reviewer's decisions on paybill money that matched no live fundraiser (D-213): assign it to a
// fundraiser, which makes it a donation and a ledger credit, once; or mark it to be sent back.

/** A plain number is masked as Daraja masks it: reviewers need to recognise a payer, not call them. */
const masked = (msisdn: string | null) => (msisdn && /^\d{12}$/.test(msisdn) ? maskC2bMsisdn(msisdn) : msisdn);

export async function listUnallocated(deps: Deps): Promise<UnallocatedPayment[]> {
  const rows = await c2b.listForReview(deps.db);
  return rows.map((r) => ({
    trans_id: r.trans_id,
    amount: Number(r.amount_minor),
    bill_ref_number: r.bill_ref_number,
    payer: [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' '),
    msisdn: masked(r.msisdn),
    received_at: r.received_at,
    status: r.status === 'refund' ? 'refund' : 'unallocated',
    decision_reason: r.decision_reason,
    // Found only by a donor's code check (D-245): the fundraiser they named, for the reviewer to weigh.
    claimed: r.claimed_short_code !== null ? { title: r.claimed_title ?? '', short_code: r.claimed_short_code } : null,
  }));
}

async function unallocatedOr4xx(deps: Deps, transId: string) {
  const payment = await c2b.findC2bPayment(deps.db, transId.toUpperCase());
  if (!payment) throw new ApiError(404, PAYBILL_MSG.notFound);
  if (payment.status !== 'unallocated') throw new ApiError(409, PAYBILL_MSG.decided);
  return payment;
}

/**
 * The decision, the donation and its credit commit together behind a compare-and-swap from
 * 'unallocated': two reviewers assigning at once make one donation, and the second is told 409.
 */
export async function assignPayment(deps: Deps, transId: string, shortCode: string, reason: string, by: string) {
  const payment = await unallocatedOr4xx(deps, transId);
  if (Number(payment.amount_minor) <= 0) throw new ApiError(409, PAYBILL_MSG.noAmount);
  const fundraiser = await findFundraiserByShortCode(deps.db, shortCode);
  if (!fundraiser) throw new ApiError(404, 'Fundraiser not found');
  // D-150's rule for money too: a reviewer never decides about their own fundraiser.
  if (fundraiser.user_id === by) throw new ApiError(403, PAYBILL_MSG.ownFundraiser);
  // Money may still reach a closed fundraiser (its owner withdraws what it holds), never an unreviewed one.
  if (fundraiser.status !== 'live' && fundraiser.status !== 'closed')
    throw new ApiError(409, PAYBILL_MSG.fundraiserClosedToMoney);
  const credited = await deps.db.transaction().execute(async (trx) => {
    // The receipt's lock first, as every road that counts it (D-245): an STK settlement naming this
    // receipt at the same moment either claimed it already (then 409) or waits for this decision.
    await lockReceipt(trx, payment.trans_id);
    if (!(await c2b.decide(trx, payment.trans_id, 'credited', by, reason, fundraiser.id)))
      throw new ApiError(409, PAYBILL_MSG.decided);
    return creditPaybill(
      trx,
      deps,
      {
        TransID: payment.trans_id,
        TransAmount: payment.trans_amount,
        FirstName: payment.first_name ?? '',
        MiddleName: payment.middle_name ?? '',
        LastName: payment.last_name ?? '',
        BillRefNumber: payment.bill_ref_number,
        MSISDN: payment.msisdn ?? '',
      },
      fundraiser.id,
      nowIso(),
    );
  });
  // Counted already as a donation by another road: recorded as that donation's, never twice.
  if (!credited) throw new ApiError(409, PAYBILL_MSG.countedAlready);
  afterMoneyMoved(deps, fundraiser.short_code);
}

/** Marked to be sent back to the payer (through the M-Pesa portal, by a person); never credited. */
export async function refundPayment(deps: Deps, transId: string, reason: string, by: string) {
  const payment = await unallocatedOr4xx(deps, transId);
  if (!(await c2b.decide(deps.db, payment.trans_id, 'refund', by, reason, null)))
    throw new ApiError(409, PAYBILL_MSG.decided);
}
