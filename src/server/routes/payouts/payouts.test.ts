import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { freshPhone } from '#tests/support/sms.ts';
import { simPayouts, startPayoutServer, waitForWithdrawal, type PayoutServer } from '#tests/support/payouts.ts';
import { money } from '#tests/support/withdrawals.ts';

// Payouts (D-208) against the Daraja simulator: an approved withdrawal is paid by B2C to an M-Pesa
// number or by B2B to a paybill, its fee and payout enter the ledger once, donors see it on the
// public list with nothing personal, and the owner is told.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('payouts');
}, 60_000);
afterAll(() => server?.dispose());

describe('paying an approved withdrawal', () => {
  it('pays an M-Pesa number once, takes the fee, and shows it to donors without the number or the name', async () => {
    const phone = freshPhone();
    const w = await server.approvedWithdrawal({
      raised: [10_000],
      amount: 10_000,
      destination: { kind: 'mpesa', phone },
    });
    const paid = await waitForWithdrawal(w.owner, w.id, ['paid', 'failed']);
    expect(paid).toMatchObject({ status: 'paid', amount: 1_000_000, fee: 35_000, failure_code: null });
    expect(paid.payouts).toEqual([
      { status: 'paid', amount: 965_000, mpesa_receipt: expect.stringMatching(/^[A-Z0-9]{10}$/), result_code: 0 },
    ]);
    const sent = await simPayouts(phone);
    expect(sent).toHaveLength(1);
    // Each step was told to the owner by SMS (written now; sent at once or, in quiet hours, at 08:00).
    const texts = (await new Session(undefined, server.api).get(`/dev/sms-outbox?to=${w.codesTo}`)).body.data as {
      text: string;
    }[];
    const news = texts.map((t) => t.text).filter((t) => !/\b\d{6}\b/.test(t));
    // What M-Pesa sent, the fee and where; the fundraiser named (by its code: it has no details
    // here); the owner, its one approver, led to approve.
    const masked = `0${phone.slice(3, 6)}***${phone.slice(-3)}`;
    expect(news[0]).toBe(
      `Harambee: M-Pesa sent KES 9,650 to M-Pesa ${masked} (KES 10,000 less fee 350) from '${w.shortCode}'. Receipt ${paid.payouts[0].mpesa_receipt}`,
    );
    expect(news[1]).toBe(
      `Harambee: the withdrawal of KES 10,000 from '${w.shortCode}' has its approvals; M-Pesa pays it soon.`,
    );
    expect(news[2]).toBe(
      `Harambee: confirm your withdrawal of KES 10,000 from '${w.shortCode}' with the code we send you: localhost:${new URL(server.api).port}/dashboard`,
    );
    expect(sent[0]).toMatchObject({ Amount: 9650, paid: true });

    expect(await money(w.owner, w.shortCode)).toMatchObject({
      raised: 1_000_000,
      fee: 35_000,
      withdrawn: 965_000,
      blocked: 0,
      available: 0,
    });
    const list = await new Session(undefined, server.api).get(`/fundraisers/${w.shortCode}/withdrawals/`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        paid_at: expect.any(String),
        amount: 965_000,
        purpose: 'Deposit for the hospital bill',
        recipient: { kind: 'mpesa' },
        mpesa_receipts: [paid.payouts[0].mpesa_receipt],
      },
    ]);
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(phone.slice(3));
    expect(text.toUpperCase()).not.toContain('ACHIENG OWINO');

    // The page the server draws (no JavaScript needed) says it too, in each language.
    const page = async (lang: string) =>
      (
        await fetch(`${server.api.replace(/\/api$/, '')}/f/${w.shortCode}`, { headers: { 'accept-language': lang } })
      ).text();
    const html = await page('en');
    expect(html).toContain('Where the money went');
    expect(html).toMatch(/Ksh\s9,650 paid to the organiser(’|'|&#x27;|&#39;)s M-Pesa/);
    expect(html).toContain(`M-Pesa receipt ${paid.payouts[0].mpesa_receipt}`);
    expect(html).not.toContain(phone.slice(3));
    expect(await page('sw')).toContain('Pesa zilikokwenda');
  });

  it('pays a paybill with its account number, and names the paybill publicly', async () => {
    const w = await server.approvedWithdrawal({
      raised: [5_000],
      amount: 5_000,
      destination: { kind: 'paybill', paybill: '400200', account: 'KNH 4521' },
    });
    const paid = await waitForWithdrawal(w.owner, w.id, ['paid', 'failed']);
    expect(paid.status).toBe('paid');
    const [sent] = await simPayouts('400200').then((all) => all.filter((p) => p.AccountReference === 'KNH 4521'));
    expect(sent).toMatchObject({ Amount: 4825, paid: true });
    const list = await new Session(undefined, server.api).get(`/fundraisers/${w.shortCode}/withdrawals/`);
    expect(list.body.data[0].recipient).toEqual({
      kind: 'paybill',
      paybill: '400200',
      name: 'KENYATTA NATIONAL HOSPITAL',
    });
  });

  it('pays more than KES 250 000 as several payouts of one withdrawal, one after the other', async () => {
    const phone = freshPhone();
    const w = await server.approvedWithdrawal({
      raised: [200_000, 200_000, 200_000],
      amount: 600_000,
      destination: { kind: 'mpesa', phone },
    });
    const paid = await waitForWithdrawal(w.owner, w.id, ['paid', 'failed'], 60);
    expect(paid.status).toBe('paid');
    // 600 000 less the fee of 21 000 is 579 000: three parts of 193 000.
    expect(paid.payouts.map((p: { amount: number }) => p.amount)).toEqual([19_300_000, 19_300_000, 19_300_000]);
    expect((await simPayouts(phone)).map((p) => p.Amount)).toEqual([193_000, 193_000, 193_000]);
    expect(await money(w.owner, w.shortCode)).toMatchObject({ withdrawn: 57_900_000, fee: 2_100_000, blocked: 0 });
  });
});

describe("the utility account's funds", () => {
  it('are asked for with Account Balance and shown to reviewers; a wrong token changes nothing', async () => {
    expect((await server.reviewer.post('/moderation/payouts/balance/')).status).toBe(202);
    let review = (await server.reviewer.get('/moderation/payouts/')).body.data;
    for (let i = 0; i < 50 && !(review.utility_balance_at > new Date(Date.now() - 60_000).toISOString()); i++) {
      await new Promise((r) => setTimeout(r, 100));
      review = (await server.reviewer.get('/moderation/payouts/')).body.data;
    }
    // The simulator's float (KES 8 959 269.60) less whatever the suite has paid out so far.
    expect(review.utility_balance).toBeGreaterThan(0);
    expect(review.utility_balance).toBeLessThanOrEqual(895_926_960);
    const anyone = new Session(undefined, server.api);
    expect((await anyone.post('/payments/account-balance/guess/result/', { Result: { ResultCode: 0 } })).status).toBe(
      404,
    );
    expect((await anyone.post('/moderation/payouts/balance/')).status).toBe(401);
  });
});
