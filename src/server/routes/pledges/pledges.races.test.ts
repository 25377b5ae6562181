import { afterAll, describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import {
  liveFundraiser,
  postCallback,
  simPushes,
  startDonation,
  successCallback,
  waitForDonation,
} from '#tests/support/donations.ts';
import { linksOf, openPledge, payByPaybill, pledge, pledgeCode, pledgeRow, totals } from './pledges.test-support.ts';

// Payments and confirmations of a pledge that arrive at the same moment (D-232): a callback twice,
// paybill payments together, the right code twice; each counts once and never past what is owed.

afterAll(closeTestDb);

const until = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never: ${what}`);
};

describe('at once', () => {
  it('links a payment whose callback arrives twice at once only once', async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code, { amount: 1000 });
    // Paid, its callback never sent by M-Pesa (the silent number) and its queries held off.
    const d = await startDonation(f.short_code, {
      phone: '0700009999',
      amount: 600,
      pledge_id: p.id,
      pledge_token: p.token,
    });
    await testDb().updateTable('donations').set({ next_query_at: null }).where('id', '=', d.id).execute();
    const row = await testDb().selectFrom('donations').selectAll().where('id', '=', d.id).executeTakeFirstOrThrow();
    let push: Awaited<ReturnType<typeof simPushes>>[number] | undefined;
    await until(async () => {
      push = (await simPushes('254700009999')).find((x) => x.CheckoutRequestID === row.checkout_request_id);
      return Boolean(push);
    }, 'the push');
    const body = successCallback(push!.CheckoutRequestID, 600, `PL${String(Date.now()).slice(-8)}`);
    await Promise.all([postCallback(push!.CallBackURL, body), postCallback(push!.CallBackURL, body)]);
    expect((await waitForDonation(d.id)).status).toBe('succeeded');
    await until(async () => (await linksOf(p.id)).length > 0, 'the link');
    await new Promise((r) => setTimeout(r, 300));
    expect((await linksOf(p.id)).map((l) => Number(l.applied_minor))).toEqual([60_000]);
    expect((await pledgeRow(p.id)).paid_minor).toBe(60_000);
  });

  it('never lets two payments at once take more than the pledge lacks', async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code, { amount: 1000 });
    const { reference } = await pledgeRow(p.id);
    await Promise.all([payByPaybill(reference, 600), payByPaybill(reference, 600), payByPaybill(reference, 600)]);
    const links = await linksOf(p.id);
    // The first to take the lock takes 600, the next the 400 left, the third nothing: a plain gift.
    expect(links.map((l) => Number(l.applied_minor)).sort()).toEqual([40_000, 60_000]);
    expect((await pledgeRow(p.id)).paid_minor).toBe(100_000);
    expect(await totals(f.short_code)).toMatchObject({ raised: 1800, pledged: 0 });
  });

  it('confirms a pledge sent the right code twice at once only once', async () => {
    const f = await liveFundraiser();
    const made = await pledge(f.short_code);
    const code = await pledgeCode(made.phone);
    const replies = await Promise.all([1, 2].map(() => new Session().post(`/pledges/${made.id}/confirm/`, { code })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await pledgeRow(made.id)).state).toBe('confirmed');
  });
});
