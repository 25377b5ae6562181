import { afterAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '#server/lib/business-days.ts';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import {
  freshPhone,
  lastPushTo,
  liveFundraiser,
  postCallback,
  review,
  startDonation,
  successCallback,
  waitForDonation,
} from '#tests/support/donations.ts';
import { reviewerSession } from '#tests/support/fundraisers.ts';
import { liveFundraiserIn, startOwnServer } from '#tests/support/own-server.ts';

// The ledger (D-199) through the real server: each succeeded donation credited once, in escrow for
// ESCROW_BUSINESS_DAYS business days, and `npm run admin -- reconcile` proving the books.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const money = (session: Session, shortCode: string) => session.get(`/fundraisers/${shortCode}/money/`);

describe('GET /fundraisers/{short_code}/money/', () => {
  it('shows the owner a paid donation raised and held in escrow for 5 business days', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { amount: 1500 });
    const done = await waitForDonation(started.id);
    expect(done.status).toBe('succeeded');
    const reply = await money(f.owner, f.short_code);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toContain('no-store');
    const releaseAt = reply.body.data.next_release_at as string;
    expect(reply.body.data).toEqual({
      raised: 150_000,
      cash: 0,
      fee: 0,
      held: 150_000,
      available: 0,
      owed: 0,
      blocked: 0,
      withdrawn: 0,
      next_release_at: releaseAt,
      // All of it frees that day.
      next_release: 150_000,
    });
    // Five business days from when it succeeded (the suite's server keeps the default).
    const paidAt = new Date(done.completed_at);
    const expected = addBusinessDays(paidAt, 5).getTime();
    expect(Math.abs(new Date(releaseAt).getTime() - expected)).toBeLessThan(60_000);
  });

  it('is for the owner and reviewers only', async () => {
    const f = await liveFundraiser();
    expect((await money(await reviewerSession(), f.short_code)).status).toBe(200);
    const { session: stranger } = await verifiedUser('stranger');
    expect((await money(stranger, f.short_code)).status).toBe(403);
    expect((await money(new Session(), f.short_code)).status).toBe(401);
    expect((await money(f.owner, 'nosuchcd')).status).toBe(404);
  });

  it('credits a payment once however many success callbacks arrive at once', async () => {
    const f = await liveFundraiser();
    // 0700 009 999 pays but Daraja sends no callback: ten copies of the real one race instead.
    const started = await startDonation(f.short_code, { phone: '0700009999', amount: 700 });
    const push = await lastPushTo('0700009999');
    const body = successCallback(push.CheckoutRequestID, 700, 'RACE000001');
    const replies = await Promise.all(Array.from({ length: 10 }, () => postCallback(push.CallBackURL, body)));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    expect((await waitForDonation(started.id)).status).toBe('succeeded');
    await new Promise((r) => setTimeout(r, 500)); // the status query may settle it too: it must not count again
    expect((await money(f.owner, f.short_code)).body.data).toMatchObject({ raised: 70_000, held: 70_000 });
    expect((await review(f.short_code)).detail).toMatchObject({ raised_amount: 700, supporters_count: 1 });
  });

  it('credits a donation once when Daraja sends its callback twice', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { phone: '0700009998', amount: 300 });
    expect((await waitForDonation(started.id)).status).toBe('succeeded');
    await new Promise((r) => setTimeout(r, 1500)); // the second callback follows the first
    expect((await money(f.owner, f.short_code)).body.data.raised).toBe(30_000);
  });

  it('credits nothing for a failed payment', async () => {
    const f = await liveFundraiser();
    const started = await startDonation(f.short_code, { phone: '0700001032', amount: 400 });
    expect((await waitForDonation(started.id)).status).toBe('cancelled');
    expect((await money(f.owner, f.short_code)).body.data).toMatchObject({ raised: 0, held: 0, next_release_at: null });
  });
});

describe('escrow and reconcile on a server of its own', () => {
  it('makes money available at once with ESCROW_BUSINESS_DAYS=0; reconcile proves it and finds a tampered balance', async () => {
    const server = await startOwnServer('money', { ESCROW_BUSINESS_DAYS: '0' });
    cleanups.push(server.dispose);
    const db = server.db();
    const f = await liveFundraiserIn(db);
    const donor = new Session(undefined, server.api);
    for (const amount of [250, 1000]) {
      const started = await donor.post('/donations/', { short_code: f.shortCode, amount, phone: freshPhone() });
      expect(started.status).toBe(202);
      const id = started.body.data.id as string;
      for (let i = 0; ; i++) {
        const status = (await donor.get(`/donations/${id}/`)).body.data.status;
        if (status !== 'pending') break;
        if (i > 100) throw new Error('the donation stayed pending');
        await new Promise((r) => setTimeout(r, 150));
      }
    }
    const balance = await db.selectFrom('fundraiser_balances').selectAll().where('fundraiser_id', '=', f.id).execute();
    expect(balance.map((b) => [b.raised_minor, b.supporters])).toEqual([[125_000, 2]]);
    const credits = await db
      .selectFrom('ledger_entries')
      .select(['kind', 'amount_minor', 'created_at', 'available_at'])
      .where('fundraiser_id', '=', f.id)
      .orderBy('amount_minor')
      .execute();
    expect(credits.map((c) => [c.kind, Number(c.amount_minor)])).toEqual([
      ['donation', 25_000],
      ['donation', 100_000],
    ]);
    for (const c of credits) expect(c.available_at).toBe(c.created_at);

    const proved = await adminCliOn(server.env, 'reconcile');
    expect(proved).toEqual({
      code: 0,
      out: expect.stringMatching(/^Reconciled \d+ fundraiser\(s\): no difference\.$/),
    });

    await db
      .updateTable('fundraiser_balances')
      .set((eb) => ({ raised_minor: eb('raised_minor', '+', 100) }))
      .where('fundraiser_id', '=', f.id)
      .execute();
    const found = await adminCliOn(server.env, 'reconcile');
    expect(found.code).toBe(1);
    expect(found.out).toContain(`${f.id}: kept raised 125100, expected 125000`);
  }, 60_000);
});
