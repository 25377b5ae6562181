import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { C2B_PATHS } from '#shared/daraja-c2b.ts';
import { DARAJA_PATHS, darajaTimestamp, SANDBOX, stkPassword } from '#shared/daraja.ts';
import { insertCheck } from '#server/db/repositories/mpesa-codes.repository.ts';
import { newToken, sha256 } from '#server/lib/secrets.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';
import { waitFor } from '#tests/setup/free-port.ts';
import { Session } from '#tests/support/api.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { dialect } from '#tests/support/api.ts';
import {
  freshPhone,
  liveFundraiser,
  lostCallbackDonation,
  postCallback,
  readDonation,
  receiptOf,
  review,
  simPushes,
  simUrl,
  startDonation,
  successCallback,
  to254,
  waitForDonation,
} from '#tests/support/donations.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';

// "I paid but it's not showing" (D-217): a donor enters the M-Pesa code from their SMS; the server
// asks Daraja's Transaction Status (the simulator) and counts a payment to us once.

afterAll(closeTestDb);

const check = (body: Record<string, unknown>, session = new Session()) => session.post('/payments/mpesa-code/', body);

const credits = async (fundraiserId: string) =>
  (
    await testDb()
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_minor', 'source_id'])
      .where('fundraiser_id', '=', fundraiserId)
      .execute()
  ).map((e) => [e.kind, Number(e.amount_minor), e.source_id]);

/** This file's fundraisers: other files write to the suite's database at the same time. */
const ours: string[] = [];
async function ourFundraiser() {
  const f = await liveFundraiser();
  ours.push(f.short_code);
  return f;
}

const fundraiserId = async (shortCode: string) =>
  (await testDb().selectFrom('fundraisers').select('id').where('short_code', '=', shortCode).executeTakeFirstOrThrow())
    .id;

/** A payment made to the simulator directly, never through our server: M-Pesa knows it, we do not. */
async function simToken() {
  const basic = Buffer.from('test-consumer-key:test-consumer-secret').toString('base64');
  const res = await fetch(`${simUrl()}${DARAJA_PATHS.oauth}?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${basic}` },
  });
  return ((await res.json()) as { access_token: string }).access_token;
}
const simPost = async (path: string, body: unknown) =>
  fetch(`${simUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await simToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /payments/mpesa-code/', () => {
  it('counts a paid donation whose callback was lost, once; the same code again is already counted', async () => {
    const f = await ourFundraiser();
    const amount = randomInt(1000, 9000);
    const d = await lostCallbackDonation(f.short_code, amount);
    const code = d.receipt;
    expect((await readDonation(d.id)).status).toBe('pending');
    const reply = await check({ mpesa_code: code.toLowerCase(), short_code: f.short_code });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.status).toBe('counted');
    const donation = await readDonation(d.id);
    expect([donation.status, donation.mpesa_receipt]).toEqual(['succeeded', code]);
    expect(await credits(await fundraiserId(f.short_code))).toEqual([['donation', amount * 100, d.id]]);
    const again = await check({ mpesa_code: code, short_code: f.short_code });
    expect(again.body.data.status).toBe('already_counted');
    expect(await credits(await fundraiserId(f.short_code))).toHaveLength(1);
  }, 60_000);

  it('counts a pending donation once when M-Pesa answers with the payer masked, making no second donation', async () => {
    const f = await ourFundraiser();
    const amount = randomInt(1000, 9000);
    const d = await lostCallbackDonation(f.short_code, amount);
    const id = await fundraiserId(f.short_code);
    // The check as the server makes it, answered at its own URL as Daraja would, with the number masked.
    const token = newToken();
    const code = `SM${randomInt(10_000_000, 99_999_999)}`;
    await insertCheck(testDb(), {
      id: `check-${token.slice(0, 12)}`,
      token_hash: sha256(token),
      mpesa_code: code,
      fundraiser_id: id,
      status: 'asked',
      credited_receipt: null,
      donation_id: null,
      result_desc: null,
      created_at: new Date().toISOString(),
      answered_at: null,
    });
    const parameters = [
      { Key: 'DebitPartyName', Value: '254700***999 - Jane Wanjiru' },
      { Key: 'CreditPartyName', Value: `${SANDBOX.shortcode} - Harambee` },
      { Key: 'TransactionStatus', Value: 'Completed' },
      { Key: 'Amount', Value: String(amount) },
      { Key: 'ReceiptNo', Value: code },
    ];
    const answered = await new Session().post(`/payments/mpesa-code/${token}/result/`, {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'ok',
        TransactionID: code,
        ResultParameters: { ResultParameter: parameters },
      },
    });
    expect(answered.status).toBe(200);
    const donation = await readDonation(d.id);
    expect([donation.status, donation.mpesa_receipt]).toEqual(['succeeded', code]);
    const rows = await testDb().selectFrom('donations').select('id').where('fundraiser_id', '=', id).execute();
    expect(rows).toEqual([{ id: d.id }]);
    expect(await credits(id)).toEqual([['donation', amount * 100, d.id]]);
  }, 30_000);

  it('says already counted for a donation its callback settled', async () => {
    const f = await ourFundraiser();
    const phone = freshPhone();
    const d = await startDonation(f.short_code, { phone });
    await waitForDonation(d.id);
    const reply = await check({ mpesa_code: await receiptOf(phone), short_code: f.short_code });
    expect(reply.body.data.status).toBe('already_counted');
    expect(await credits(await fundraiserId(f.short_code))).toHaveLength(1);
  }, 30_000);

  // Before D-245 such a payment became a donation of whatever fundraiser the checker named: a
  // paybill payment whose confirmation was lost could be claimed for any live fundraiser.
  it('keeps a payment to us that no donation knows unallocated, the claim shown to reviewers, the total unchanged', async () => {
    const f = await ourFundraiser();
    const phone = to254(freshPhone());
    const timestamp = darajaTimestamp();
    const pushed = await simPost(DARAJA_PATHS.stkPush, {
      BusinessShortCode: SANDBOX.shortcode,
      Password: stkPassword(SANDBOX.shortcode, SANDBOX.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 740,
      PartyA: phone,
      PartyB: SANDBOX.shortcode,
      PhoneNumber: phone,
      CallBackURL: 'http://127.0.0.1:9/callback',
      AccountReference: 'ELSEWHERE',
      TransactionDesc: 'Harambee donation',
    });
    expect(pushed.status).toBe(200);
    const code = await receiptOf(phone);
    const reply = await check({ mpesa_code: code, short_code: f.short_code });
    expect(reply.body.data.status).toBe('received');
    const id = await fundraiserId(f.short_code);
    expect(await testDb().selectFrom('donations').select('id').where('fundraiser_id', '=', id).execute()).toEqual([]);
    expect(await credits(id)).toEqual([]);
    expect((await review(f.short_code)).detail).toMatchObject({ raised_amount: 0, supporters_count: 0 });
    const payment = await testDb()
      .selectFrom('c2b_payments')
      .selectAll()
      .where('trans_id', '=', code)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      status: 'unallocated',
      amount_minor: 74_000,
      fundraiser_id: null,
      donation_id: null,
      claimed_fundraiser_id: id,
    });
    const reviewer = await reviewerSession();
    const list = (await reviewer.get('/moderation/c2b/unallocated/')).body.data as Record<string, unknown>[];
    expect(list.find((p) => p.trans_id === code)).toMatchObject({
      amount: 74_000,
      claimed: { title: 'Water tank for Kibera Primary', short_code: f.short_code },
    });
    // Asked again, the donor is told the same true thing, and nothing is counted.
    expect((await check({ mpesa_code: code, short_code: f.short_code })).body.data.status).toBe('received');
    // A reviewer who has checked it assigns it: then it counts, once.
    const assigned = await reviewer.post(`/moderation/c2b/${code}/assign/`, {
      short_code: f.short_code,
      reason: 'Donor sent the SMS',
    });
    expect(assigned.status).toBe(200);
    const rows = await testDb().selectFrom('donations').selectAll().where('fundraiser_id', '=', id).execute();
    expect(rows.map((r) => [r.status, r.amount_minor, r.mpesa_receipt])).toEqual([['succeeded', 74_000, code]]);
    expect(await credits(id)).toEqual([['donation', 74_000, rows[0]!.id]]);
    expect((await check({ mpesa_code: code, short_code: f.short_code })).body.data.status).toBe('already_counted');
  }, 30_000);

  /** A check as the server makes it, answered at its own URL as Daraja would, the payer masked. */
  async function maskedAnswer(checkFundraiserId: string, code: string, amount: number) {
    const token = newToken();
    await insertCheck(testDb(), {
      id: `check-${token.slice(0, 12)}`,
      token_hash: sha256(token),
      mpesa_code: code,
      fundraiser_id: checkFundraiserId,
      status: 'asked',
      credited_receipt: null,
      donation_id: null,
      result_desc: null,
      created_at: new Date().toISOString(),
      answered_at: null,
    });
    const parameters = [
      { Key: 'DebitPartyName', Value: '254700***999 - Jane Wanjiru' },
      { Key: 'CreditPartyName', Value: `${SANDBOX.shortcode} - Harambee` },
      { Key: 'TransactionStatus', Value: 'Completed' },
      { Key: 'Amount', Value: String(amount) },
      { Key: 'ReceiptNo', Value: code },
    ];
    return () =>
      new Session().post(`/payments/mpesa-code/${token}/result/`, {
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'ok',
          TransactionID: code,
          ResultParameters: { ResultParameter: parameters },
        },
      });
  }

  it(`counts once a masked status answer and the STK callback for the same payment, both at once, on ${dialect()}`, async () => {
    // The donor names the fundraiser they paid (its push found by the masked digits), or another
    // one (then the payment waits for a reviewer, and the callback takes it back for its donation).
    for (const namesOwn of [true, false]) {
      const f = await ourFundraiser();
      const other = await ourFundraiser();
      const [id, otherId] = await Promise.all([fundraiserId(f.short_code), fundraiserId(other.short_code)]);
      const amount = randomInt(1000, 9000);
      const d = await lostCallbackDonation(f.short_code, amount);
      const push = (await simPushes('254700009999')).findLast((p) => p.AccountReference === f.short_code)!;
      const answer = await maskedAnswer(namesOwn ? id : otherId, d.receipt, amount);
      const [callback, answered] = await Promise.all([
        postCallback(push.CallBackURL, successCallback(push.CheckoutRequestID, amount, d.receipt)),
        answer(),
      ]);
      expect([callback.status, answered.status]).toEqual([200, 200]);
      await waitForDonation(d.id);
      const donation = await readDonation(d.id);
      expect([donation.status, donation.mpesa_receipt]).toEqual(['succeeded', d.receipt]);
      expect(await credits(id)).toEqual([['donation', amount * 100, d.id]]);
      expect(await credits(otherId)).toEqual([]);
      const paybill = await testDb()
        .selectFrom('c2b_payments')
        .selectAll()
        .where('trans_id', '=', d.receipt)
        .executeTakeFirst();
      // Kept for a reviewer only when the check came first: then the callback took it for its donation.
      if (paybill) expect(paybill).toMatchObject({ status: 'credited', fundraiser_id: id, donation_id: d.id });
    }
  }, 60_000);

  it('a wrong code, a malformed one and a payment to another shortcode change nothing', async () => {
    const f = await ourFundraiser();
    const id = await fundraiserId(f.short_code);
    expect((await check({ mpesa_code: 'ZZ00000000', short_code: f.short_code })).body.data.status).toBe('not_found');
    expect((await check({ mpesa_code: 'abc', short_code: f.short_code })).status).toBe(400);
    expect((await check({ mpesa_code: 'ZZ00000001', short_code: 'nosuchcode' })).status).toBe(404);
    // A paybill payment to someone else's shortcode: M-Pesa knows it, it is not ours.
    const ref = `X${randomInt(100000, 999999)}`;
    const paid = await simPost(C2B_PATHS.simulate, {
      ShortCode: '600984',
      CommandID: 'CustomerPayBillOnline',
      Amount: '90',
      Msisdn: '254708374149',
      BillRefNumber: ref,
    });
    expect(paid.status).toBe(200);
    let foreign = '';
    await waitFor(
      async () => {
        const list = (await (await fetch(`${simUrl()}/simulator/c2b`)).json()) as {
          TransID: string;
          BillRefNumber: string;
          status: string;
        }[];
        foreign = list.find((p) => p.BillRefNumber === ref && p.status === 'completed')?.TransID ?? '';
        return !!foreign;
      },
      'the paybill payment',
      10_000,
    );
    expect((await check({ mpesa_code: foreign, short_code: f.short_code })).body.data.status).toBe('not_found');
    expect(await testDb().selectFrom('donations').select('id').where('fundraiser_id', '=', id).execute()).toEqual([]);
    expect(await credits(id)).toEqual([]);
  }, 30_000);

  it('limits checks of one code, whoever asks', async () => {
    const f = await ourFundraiser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await check({ mpesa_code: 'QQ12345678', short_code: f.short_code })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }, 30_000);

  it("leaves this file's books exact", async () => {
    // Only this file's fundraisers: another file may be between two writes of a fixture right now.
    const ids = await Promise.all(ours.map(fundraiserId));
    const { differences } = await reconcile(testDb());
    expect(ours.length).toBeGreaterThan(3);
    expect(differences.filter((d) => ids.some((id) => d.startsWith(`${id}:`)))).toEqual([]);
  });
});
