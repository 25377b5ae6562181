import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { dialect, Session } from '#tests/support/api.ts';
import { freshPhone } from '#tests/support/donations.ts';
import { confirmationBody, startPaybillServer, transId, type PaybillServer } from '#tests/support/paybill.ts';

// Paybill money in (D-213) on a server of its own with DARAJA_C2B_VALIDATION=true: Daraja's
// confirmations as they really come (repeated, at once, out of order, masked or plain numbers,
// amounts with or without decimals, accounts mistyped, not even valid JSON) each count once, and
// what matches no live fundraiser is kept for a reviewer. The ledger still reconciles. (An STK
// payment that also reaches the C2B URL: paybill.same-payment.test.ts.)

let server: PaybillServer;
beforeAll(async () => {
  server = await startPaybillServer('paybill', { DARAJA_C2B_VALIDATION: 'true' });
}, 60_000);
afterAll(() => server?.dispose());

const counted = (receipt: string) => server.counted(receipt);

describe('paybill confirmations', () => {
  it('makes a match a succeeded donation named "John D.", credited once', async () => {
    const f = await server.fundraiser();
    const body = confirmationBody({ BillRefNumber: f.shortCode, TransAmount: '250.00' });
    expect(await server.post('confirmation', body)).toEqual({
      status: 200,
      body: { ResultCode: 0, ResultDesc: 'Accepted' },
    });
    const { donations, credits } = await counted(body.TransID);
    expect(donations).toEqual([
      expect.objectContaining({
        fundraiser_id: f.id,
        status: 'succeeded',
        donor_name: 'John D.',
        anonymous: 0,
        amount_minor: 25_000,
        phone: null,
      }),
    ]);
    expect(credits).toEqual([expect.objectContaining({ fundraiser_id: f.id, amount_minor: 25_000 })]);
    expect(await server.payment(body.TransID)).toMatchObject({ status: 'credited', msisdn: '2547 ***** 126' });
  });

  it('counts a confirmation sent again, or five times at once, once', async () => {
    const f = await server.fundraiser();
    const body = confirmationBody({ BillRefNumber: f.shortCode });
    expect((await server.post('confirmation', body)).status).toBe(200);
    expect((await server.post('confirmation', body)).status).toBe(200);
    const again = confirmationBody({ BillRefNumber: f.shortCode });
    const replies = await Promise.all(Array.from({ length: 5 }, () => server.post('confirmation', again)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const id of [body.TransID, again.TransID]) {
      const { donations, credits } = await counted(id);
      expect([donations.length, credits.length]).toEqual([1, 1]);
    }
  });

  it("takes plain numbers, whole amounts and Daraja's sample that is not valid JSON", async () => {
    const f = await server.fundraiser();
    const plain = confirmationBody({ BillRefNumber: f.shortCode, MSISDN: '254708374149', TransAmount: '10' });
    expect((await server.post('confirmation', plain)).status).toBe(200);
    expect((await counted(plain.TransID)).donations[0]).toMatchObject({ amount_minor: 1000 });
    const id = transId();
    // Daraja's own sample: no comma after TransAmount, OrgAccountBalance and MiddleName.
    const broken = `{\n"TransactionType": "Pay Bill",\n"TransID":"${id}",\n"TransTime":"20191122063845",\n"TransAmount":"10"\n"BusinessShortCode": "600638",\n"BillRefNumber":"${f.shortCode}",\n"InvoiceNumber":"",\n"OrgAccountBalance":""\n"ThirdPartyTransID": "",\n"MSISDN":"25470****149",\n"FirstName":"John",\n"MiddleName":""\n"LastName":"Doe"\n}`;
    expect((await server.post('confirmation', broken)).status).toBe(200);
    expect((await counted(id)).donations[0]).toMatchObject({ amount_minor: 1000, donor_name: 'John D.' });
    expect((await server.post('confirmation', '{"nothing": true}')).status).toBe(400);
  });

  it('forgives case, spaces and look-alikes in the account', async () => {
    const f = await server.fundraiser();
    // o→0, i→1, L→1, upper case, spaces around and inside.
    const typed = ` ${f.shortCode
      .toUpperCase()
      .replace('O', '0')
      .replace('I', '1')
      .replace('L', '1')
      .replace(/(.{4})/, '$1 ')} `;
    const body = confirmationBody({ BillRefNumber: typed, FirstName: 'mary', LastName: '' });
    await server.post('confirmation', body);
    expect((await counted(body.TransID)).donations).toEqual([
      expect.objectContaining({ fundraiser_id: f.id, donor_name: 'Mary' }),
    ]);
  });

  it("credits a fundraiser's numeric account, typed with spaces, and keeps a mistyped number for a reviewer (D-254)", async () => {
    const f = await server.fundraiser();
    const other = await server.fundraiser();
    expect(f.accountNumber).toMatch(/^\d{5,}$/);
    const spaced = `${f.accountNumber.slice(0, 3)} ${f.accountNumber.slice(3)}`;
    const paid = confirmationBody({ BillRefNumber: spaced });
    await server.post('confirmation', paid);
    expect((await counted(paid.TransID)).donations).toEqual([expect.objectContaining({ fundraiser_id: f.id })]);
    // One digit wrong: the check digit catches it, so it can credit neither this nor another one.
    const last = Number(f.accountNumber.at(-2));
    const typo = `${f.accountNumber.slice(0, -2)}${(last + 1) % 10}${f.accountNumber.at(-1)}`;
    const mistyped = confirmationBody({ BillRefNumber: typo });
    await server.post('confirmation', mistyped);
    expect(await server.payment(mistyped.TransID)).toMatchObject({ status: 'unallocated', fundraiser_id: null });
    // The old code still pays, in small letters too.
    const byCode = confirmationBody({ BillRefNumber: other.shortCode.toLowerCase() });
    await server.post('confirmation', byCode);
    expect((await counted(byCode.TransID)).donations).toEqual([expect.objectContaining({ fundraiser_id: other.id })]);
  });

  it('credits confirmations that come out of order, each at its own M-Pesa time', async () => {
    const f = await server.fundraiser();
    const later = confirmationBody({ BillRefNumber: f.shortCode, TransTime: '20261126120000' });
    const earlier = confirmationBody({ BillRefNumber: f.shortCode, TransTime: '20261126110000' });
    await server.post('confirmation', later);
    await server.post('confirmation', earlier);
    expect((await counted(earlier.TransID)).donations[0]!.completed_at).toBe('2026-11-26T08:00:00.000Z');
    expect((await counted(later.TransID)).donations[0]!.completed_at).toBe('2026-11-26T09:00:00.000Z');
  });

  it('keeps money for a closed fundraiser, or for nothing, unallocated', async () => {
    const closed = await server.fundraiser('closed');
    const forClosed = confirmationBody({ BillRefNumber: closed.shortCode });
    const forNothing = confirmationBody({ BillRefNumber: 'SCHOOL FEES' });
    await server.post('confirmation', forClosed);
    await server.post('confirmation', forNothing);
    for (const id of [forClosed.TransID, forNothing.TransID]) {
      expect(await server.payment(id)).toMatchObject({ status: 'unallocated', fundraiser_id: null, donation_id: null });
      expect((await counted(id)).donations).toEqual([]);
    }
    const list = (await (await server.reviewer()).get('/moderation/c2b/unallocated/')).body.data;
    expect(list).toContainEqual(
      expect.objectContaining({ trans_id: forNothing.TransID, bill_ref_number: 'SCHOOL FEES', amount: 1000 }),
    );
  });

  it('refuses a wrong token with 404 and records nothing', async () => {
    const body = confirmationBody();
    expect((await server.post('confirmation', body, 'f'.repeat(64))).status).toBe(404);
    expect(await server.payment(body.TransID)).toBeUndefined();
  });
});

describe('paybill validation (DARAJA_C2B_VALIDATION=true)', () => {
  it('accepts a live code, even mistyped, and refuses an unknown or closed one with C2B00012, quickly', async () => {
    const live = await server.fundraiser();
    const closed = await server.fundraiser('closed');
    const ask = (ref: string) =>
      server.post('validation', { ...confirmationBody({ BillRefNumber: ref }), OrgAccountBalance: '' });
    const started = Date.now();
    expect((await ask(live.shortCode.toLowerCase())).body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await ask(closed.shortCode)).body).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    expect((await ask('NO-SUCH-CODE')).body).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    expect((await ask(live.accountNumber)).body).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect((await ask(closed.accountNumber)).body).toEqual({ ResultCode: 'C2B00012', ResultDesc: 'Rejected' });
    // Daraja waits 8 s; three answers well within one second each.
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('reviewers and unallocated paybill money', () => {
  it('assigns once, however many reviewers race, records who and why, and refunds only what is left', async () => {
    const [first, second] = await Promise.all([server.reviewer(), server.reviewer()]);
    const f = await server.fundraiser();
    const lost = confirmationBody({ BillRefNumber: 'harambee', TransAmount: '1500.00' });
    const other = confirmationBody({ BillRefNumber: 'x' });
    await server.post('confirmation', lost);
    await server.post('confirmation', other);
    const assign = (who: typeof first) =>
      who.post(`/moderation/c2b/${lost.TransID}/assign/`, {
        short_code: f.shortCode,
        reason: 'Donor called with the SMS',
      });
    const replies = await Promise.all([assign(first), assign(second), assign(first), assign(second)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const { donations, credits } = await counted(lost.TransID);
    expect([donations.length, credits.length]).toEqual([1, 1]);
    expect(donations[0]).toMatchObject({ fundraiser_id: f.id, amount_minor: 150_000, status: 'succeeded' });
    expect(await server.payment(lost.TransID)).toMatchObject({
      status: 'credited',
      decision_reason: 'Donor called with the SMS',
      decided_by: expect.any(String),
      donation_id: donations[0]!.id,
    });
    expect((await first.post(`/moderation/c2b/${lost.TransID}/refund/`, { reason: 'Too late' })).status).toBe(409);
    expect(
      (await second.post(`/moderation/c2b/${other.TransID}/refund/`, { reason: 'No such fundraiser' })).status,
    ).toBe(200);
    expect(await server.payment(other.TransID)).toMatchObject({ status: 'refund', donation_id: null });
    const assignRefunded = await first.post(`/moderation/c2b/${other.TransID}/assign/`, {
      short_code: f.shortCode,
      reason: 'Oops',
    });
    expect(assignRefunded.status).toBe(409);
    expect((await first.post(`/moderation/c2b/NOSUCH/refund/`, { reason: 'None' })).status).toBe(404);
    expect((await first.post(`/moderation/c2b/${other.TransID}/refund/`, { reason: '' })).status).toBe(400);
  });

  it('is for reviewers only', async () => {
    expect((await new Session(undefined, server.api).get('/moderation/c2b/unallocated/')).status).toBe(401);
  });
});

describe('the public page', () => {
  it('says how to pay by paybill in the HTML the server draws, for a live fundraiser only', async () => {
    const live = await server.fundraiser();
    const closed = await server.fundraiser('closed');
    const page = async (code: string) => (await fetch(`${server.api.replace(/\/api$/, '')}/f/${code}`)).text();
    const html = (await page(live.shortCode)).replace(/<!-- -->/g, '');
    expect(html).toMatch(new RegExp(`Paybill <strong>\\d{5,7}</strong>, Account <strong[^>]*>${live.accountNumber}<`));
    expect(html).toContain(`The code ${live.shortCode} still works as the account, in small letters or capitals.`);
    expect(await page(closed.shortCode)).not.toContain('data-paybill');
  });
});

describe('the books', () => {
  it(`still reconcile with STK and paybill donations to one fundraiser, on ${dialect()}`, async () => {
    const f = await server.fundraiser();
    const donor = new Session(undefined, server.api);
    const started = await donor.post('/donations/', { short_code: f.shortCode, amount: 700, phone: freshPhone() });
    expect(started.status).toBe(202);
    await server.post('confirmation', confirmationBody({ BillRefNumber: f.shortCode, TransAmount: '300.00' }));
    for (let i = 0; (await donor.get(`/donations/${started.body.data.id}/`)).body.data.status !== 'succeeded'; i++) {
      if (i > 100) throw new Error('the STK donation never succeeded');
      await new Promise((r) => setTimeout(r, 150));
    }
    const review = (await donor.get(`/fundraisers/${f.shortCode}/review/`)).body.data;
    expect(review.recent_transactions.map((t: { donor_name: string }) => t.donor_name)).toContain('John D.');
    const reconciled = await adminCliOn(server.env, 'reconcile');
    expect(reconciled.code, reconciled.out).toBe(0);
  });
});
