import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { findDonation, insertDonation } from '#server/db/repositories/donations.repository.ts';
import type { Deps } from '#server/deps.ts';
import { submitApproved } from '#server/money/out/payouts/make-payouts.ts';
import { settlePayout } from '#server/money/out/payouts/settle-payout.ts';
import { recordPaybillPayment } from '#server/money/in/paybill/paybill.ts';
import { settle } from '#server/money/in/settle.ts';

// What happens to a fundraiser's money, one step at a time, through the product's own services:
// the ledger's property test (ledger.property.test.ts) draws a random run of these.

/**
 * Approves a withdrawal (its approvals and review are other tests' subject) and answers each of
 * its payouts with `code`, as the worker would make them, until it is paid, failed or waiting.
 */
export async function payOut(deps: Deps, withdrawalId: string, code: '0' | '2040' | '1', twice: boolean) {
  await deps.db
    .updateTable('withdrawals')
    .set({ status: 'approved', reviewed_at: new Date().toISOString() })
    .where('id', '=', withdrawalId)
    .execute();
  await submitApproved(deps);
  for (;;) {
    const payout = await deps.db
      .selectFrom('payouts')
      .selectAll()
      .where('withdrawal_id', '=', withdrawalId)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (!payout) return;
    await deps.db.updateTable('payouts').set({ status: 'sent' }).where('id', '=', payout.id).execute();
    const kes = Number(payout.amount_minor) / 100;
    const answer = { code, desc: 'as M-Pesa said', receipt: `SG${payout.id.slice(0, 8).toUpperCase()}` };
    await Promise.all(
      Array.from({ length: twice ? 2 : 1 }, () =>
        settlePayout(deps, { ...payout, status: 'sent' }, { ...answer, receiverName: `2547 - ${kes}`, from: 'status' }),
      ),
    );
  }
}

/**
 * A paybill payment to the fundraiser's account (D-213), its confirmation sometimes told twice at
 * once; the donor sometimes types the code with a look-alike (O for 0, lower case, spaces).
 */
export async function payByPaybill(deps: Deps, shortCode: string, kes: number, typo: boolean, twice: boolean) {
  const transId = `T${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`;
  const account = typo ? ` ${shortCode.toLowerCase().replaceAll('0', 'o')} ` : shortCode;
  const facts = {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20261126101500',
    TransAmount: `${kes}.00`,
    BusinessShortCode: '174379',
    BillRefNumber: account,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'John',
    MiddleName: '',
    LastName: 'Doe',
    raw: '{}',
  };
  const told = await Promise.all(Array.from({ length: twice ? 2 : 1 }, () => recordPaybillPayment(deps, facts)));
  expect(told.filter((t) => t === 'credited')).toHaveLength(1);
}

export async function pay(deps: Deps, fundraiserId: string, kes: number, paid: boolean, toldTwice: boolean) {
  const id = randomUUID();
  await insertDonation(deps.db, {
    id,
    reference: randomUUID(),
    fundraiser_id: fundraiserId,
    donor_name: 'Wanjiku',
    amount_minor: kes * 100,
    currency: 'KES',
    message: null,
    status: 'pending',
    created_at: new Date().toISOString(),
  });
  const donation = (await findDonation(deps.db, id))!;
  const answer = {
    status: paid ? ('succeeded' as const) : ('cancelled' as const),
    resultCode: paid ? 0 : 1032,
    resultDesc: paid ? 'The service request is processed successfully.' : 'Request cancelled by user',
    mpesaReceipt: paid ? `R${id.slice(0, 9)}` : null,
    checkoutRequestId: `ws_CO_${id}`,
    at: new Date().toISOString(),
  };
  await Promise.all(Array.from({ length: toldTwice ? 2 : 1 }, () => settle(deps, donation, answer)));
}
