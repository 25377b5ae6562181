import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { freshPhone } from '#tests/support/sms.ts';
import { simPayouts, startPayoutServer, waitForWithdrawal, type PayoutServer } from '#tests/support/payouts.ts';
import { money, withdraw } from '#tests/support/withdrawals.ts';
import { loadEnv } from '#server/env.ts';
import { payoutToken } from '#server/money/out/payouts/callback-urls.ts';

// What each answer of M-Pesa does to a withdrawal (D-208), played by the simulator's payout numbers
// (README): a refusal for lack of funds waits, a recipient M-Pesa will not pay fails it and gives
// the money back, and every unknown outcome (no result, a timeout, an internal error after paying,
// a result twice) ends paid once, found by a status query, never by paying again.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('payout-codes');
}, 60_000);
afterAll(() => server?.dispose());

const to = (phone: string) => ({ kind: 'mpesa' as const, phone });

/** Ledger entries of one kind for a fundraiser's withdrawals. */
const entries = (shortCode: string, kind: string) =>
  server
    .db()
    .selectFrom('ledger_entries as e')
    .innerJoin('fundraisers as f', 'f.id', 'e.fundraiser_id')
    .select(['e.amount_minor', 'e.source_id'])
    .where('f.short_code', '=', shortCode)
    .where('e.kind', '=', kind as never)
    .execute();

/** The first payout of a withdrawal, once the worker has made it. */
async function payoutOf(withdrawalId: string) {
  for (let i = 0; i < 50; i++) {
    const row = await server
      .db()
      .selectFrom('payouts')
      .select('id')
      .where('withdrawal_id', '=', withdrawalId)
      .executeTakeFirst();
    if (row) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no payout was made');
}

/** The texts the server wrote to a number, newest first (its demo outbox). */
const written = async (msisdn: string) =>
  ((await new Session(undefined, server.api).get(`/dev/sms-outbox?to=${msisdn}`)).body.data as { text: string }[]).map(
    (t) => t.text,
  );

describe('M-Pesa refuses a payout', () => {
  it('waits, approved, when our utility account is empty (1), and tells the reviewers', async () => {
    const w = await server.approvedWithdrawal({ raised: [2_000], amount: 2_000, destination: to('254700001001') });
    for (let i = 0; ; i++) {
      const data = (await w.owner.get(`/withdrawals/${w.id}/`)).body.data;
      if (data.wait_reason === 'funding') {
        expect(data).toMatchObject({ status: 'approved', payouts: [{ status: 'refused', result_code: 1 }] });
        break;
      }
      if (i > 100) throw new Error(`still ${data.status}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await money(w.owner, w.shortCode)).toMatchObject({ blocked: 200_000, withdrawn: 0 });
    const review = (await server.reviewer.get('/moderation/payouts/')).body.data;
    expect(review.waiting).toContainEqual(
      expect.objectContaining({ withdrawal_id: w.id, reason: 'funding', amount: 193_000 }),
    );
    expect(review.paused).toBe(false);
    expect((await written(w.codesTo))[0]).toContain('waits for M-Pesa on our side');
  });

  it('fails a payout to a number M-Pesa cannot pay (2040) and gives the whole amount back, fee included', async () => {
    const w = await server.approvedWithdrawal({ raised: [3_000], amount: 3_000, destination: to('254700002040') });
    const failed = await waitForWithdrawal(w.owner, w.id, ['failed', 'paid']);
    expect(failed).toMatchObject({ status: 'failed', failure_code: '2040', payouts: [{ status: 'failed' }] });
    expect(await money(w.owner, w.shortCode)).toMatchObject({ available: 300_000, blocked: 0, fee: 0, withdrawn: 0 });
    expect(await entries(w.shortCode, 'release')).toEqual([{ amount_minor: 300_000, source_id: w.id }]);
    expect((await written(w.codesTo))[0]).toBe(
      `Harambee: M-Pesa could not pay KES 3,000 from '${w.shortCode}': The number is not registered for M-Pesa. The money is available again.`,
    );
    // Money given back can be withdrawn again.
    expect((await withdraw(w.owner, w.shortCode, 3_000)).status).toBe(201);
  });
});

describe('a payout whose outcome is unknown', () => {
  for (const [number, what] of [
    ['254700009999', 'no result at all'],
    ['254700009996', 'a timeout callback'],
    ['254700009995', '"System internal error." though it paid'],
    ['254700009998', 'the result posted twice'],
  ] as const)
    it(`is paid once after ${what}`, async () => {
      const before = (await simPayouts(number)).length;
      const w = await server.approvedWithdrawal({ raised: [1_000], amount: 1_000, destination: to(number) });
      const paid = await waitForWithdrawal(w.owner, w.id, ['paid', 'failed'], 40);
      expect(paid.status).toBe('paid');
      expect(paid.payouts).toHaveLength(1);
      const sent = (await simPayouts(number)).slice(0, (await simPayouts(number)).length - before);
      expect(sent.filter((p) => p.paid)).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 1000));
      expect(await entries(w.shortCode, 'payout')).toHaveLength(1);
      expect(await money(w.owner, w.shortCode)).toMatchObject({ withdrawn: 96_500, fee: 3_500, blocked: 0 });
    });
});

describe('callbacks are believed only when they prove themselves', () => {
  it('answers 404 to an unknown token and ignores a forged paid result with another amount', async () => {
    const anyone = new Session(undefined, server.api);
    expect((await anyone.post('/payments/payouts/not-a-token/result/', { Result: { ResultCode: 0 } })).status).toBe(
      404,
    );

    const w = await server.approvedWithdrawal({ raised: [1_000], amount: 1_000, destination: to('254700009999') });
    const payout = await payoutOf(w.id);
    const token = payoutToken(loadEnv(server.env).JWT_SECRET, payout.id);
    const forged = await anyone.post(`/payments/payouts/${token}/result/`, {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: payout.id,
        ConversationID: 'AG_forged',
        TransactionID: 'FORGED0001',
        ResultParameters: {
          ResultParameter: [
            { Key: 'TransactionAmount', Value: 10 },
            { Key: 'TransactionReceipt', Value: 'FORGED0001' },
          ],
        },
      },
    });
    expect(forged.status).toBe(200);
    const paid = await waitForWithdrawal(w.owner, w.id, ['paid', 'failed'], 40);
    expect(paid.payouts[0].mpesa_receipt).not.toBe('FORGED0001');
    expect(await entries(w.shortCode, 'payout')).toEqual([{ amount_minor: 96_500, source_id: payout.id }]);
  });
});

describe('results racing each other', () => {
  it('settles once when the same result arrives five times at once', async () => {
    const w = await server.approvedWithdrawal({ raised: [1_000], amount: 1_000, destination: to('254700009999') });
    const payout = await payoutOf(w.id);
    const token = payoutToken(loadEnv(server.env).JWT_SECRET, payout.id);
    const result = {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        OriginatorConversationID: payout.id,
        ConversationID: 'AG_20261126_race',
        TransactionID: 'SGRACE0001',
        ResultParameters: {
          ResultParameter: [
            { Key: 'TransactionAmount', Value: 965 },
            { Key: 'TransactionReceipt', Value: 'SGRACE0001' },
            { Key: 'ReceiverPartyPublicName', Value: '254700009999 - ACHIENG OWINO' },
          ],
        },
      },
    };
    const anyone = new Session(undefined, server.api);
    const replies = await Promise.all(
      [1, 2, 3, 4, 5].map(() => anyone.post(`/payments/payouts/${token}/result/`, result)),
    );
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const paid = await waitForWithdrawal(w.owner, w.id, ['paid', 'failed']);
    expect(paid.payouts).toEqual([{ status: 'paid', amount: 96_500, mpesa_receipt: 'SGRACE0001', result_code: 0 }]);
    expect(await entries(w.shortCode, 'payout')).toHaveLength(1);
    expect(await entries(w.shortCode, 'fee')).toHaveLength(1);
    expect(await money(w.owner, w.shortCode)).toMatchObject({ withdrawn: 96_500, fee: 3_500, blocked: 0 });
  });
});

describe('the name M-Pesa gives for the number', () => {
  it("holds further withdrawals for a reviewer when it is not the organiser's, and is never public", async () => {
    const phone = freshPhone();
    const w = await server.approvedWithdrawal({
      raised: [1_000, 2_000],
      amount: 1_000,
      destination: to(phone),
      mpesaName: 'Peter Kamau',
    });
    expect((await waitForWithdrawal(w.owner, w.id, ['paid', 'failed'])).status).toBe('paid');
    const review = (await server.reviewer.get('/moderation/payouts/')).body.data;
    expect(review.name_mismatches).toContainEqual(
      expect.objectContaining({ short_code: w.shortCode, mpesa_name: `${phone} - PETER KAMAU` }),
    );
    const list = await new Session(undefined, server.api).get(`/fundraisers/${w.shortCode}/withdrawals/`);
    expect(JSON.stringify(list.body)).not.toContain('KAMAU');

    const second = (await withdraw(w.owner, w.shortCode, 2_000)).body.data.id as string;
    await w.owner.post(`/withdrawals/${second}/approvals/`);
    const code = await server.writtenCode(w.codesTo, 'to approve');
    expect((await w.owner.post(`/withdrawals/${second}/approvals/confirm/`, { code })).status).toBe(200);
    // Under KES 10 000 paid out so far, a reviewer looks at this one too (D-244).
    expect((await server.reviewer.post(`/moderation/withdrawals/${second}/approve/`)).status).toBe(200);
    for (let i = 0; (await w.owner.get(`/withdrawals/${second}/`)).body.data.wait_reason !== 'name_check'; i++) {
      if (i > 50) throw new Error('never held for the name');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await server.reviewer.post(`/moderation/fundraisers/${w.shortCode}/payout-name/accept/`)).status).toBe(200);
    expect((await waitForWithdrawal(w.owner, second, ['paid', 'failed'])).status).toBe('paid');
  });
});
