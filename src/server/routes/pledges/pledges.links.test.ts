import { afterAll, describe, expect, it } from 'vitest';
import { dateAfter } from '#shared/pledges/instalments.ts';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import { numericAccount } from '#shared/account-number.ts';
import { RATE_LIMITS } from '#server/auth/rate-limit.ts';
import { Session } from '#tests/support/api.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { donate, liveFundraiser, startDonation, waitForDonation } from '#tests/support/donations.ts';
import { freshPhone } from '#tests/support/sms.ts';
import { linksOf, openPledge, payByPaybill, pledge, pledgeRow, today, totals, view } from './pledges.test-support.ts';

// A succeeded payment counts toward a pledge (D-232) by the pledge's own Pay now, by paybill with
// its account, or by the pledger's number; the part it lacks, the rest a plain gift; pledges never
// count in raised. Payments go through the Daraja simulator as every donation test's do.

afterAll(closeTestDb);

const paid = async (overrides: Record<string, unknown>, shortCode: string) => {
  const d = await startDonation(shortCode, overrides);
  expect((await waitForDonation(d.id)).status).toBe('succeeded');
  return d.id;
};

describe('Pay now', () => {
  it('counts the donation toward its pledge, the part it lacks, the rest a gift', async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code, { amount: 1000 });
    const payNow = { pledge_id: p.id, pledge_token: p.token };
    await paid({ amount: 400, ...payNow }, f.short_code);
    expect(await view(p.id, p.token)).toMatchObject({ status: 'partly_paid', paid: 400, remaining: 600 });
    expect(await totals(f.short_code)).toMatchObject({ raised: 400, pledged: 600 });
    // More than it lacks: the pledge takes 600, the whole 800 is raised.
    await paid({ amount: 800, ...payNow }, f.short_code);
    expect(await view(p.id, p.token)).toMatchObject({ status: 'fulfilled', paid: 1000, pay_url: null });
    expect((await linksOf(p.id)).map((l) => [Number(l.applied_minor), l.via])).toEqual([
      [40_000, 'stk'],
      [60_000, 'stk'],
    ]);
    expect(await totals(f.short_code)).toMatchObject({ raised: 1200, pledged: 0 });
    const more = await donate(f.short_code, payNow);
    expect([more.status, more.body.message]).toEqual([409, PLEDGE_MSG.notPayable]);
  });

  it("refuses a wrong token, another fundraiser's pledge and an unconfirmed one", async () => {
    const f = await liveFundraiser();
    const g = await liveFundraiser();
    const p = await openPledge(f.short_code);
    expect((await donate(f.short_code, { pledge_id: p.id, pledge_token: 'wrong' })).status).toBe(404);
    expect((await donate(g.short_code, { pledge_id: p.id, pledge_token: p.token })).status).toBe(409);
    const unconfirmed = await pledge(f.short_code);
    expect((await donate(f.short_code, { pledge_id: unconfirmed.id, pledge_token: 'x' })).status).toBe(404);
    expect(
      (
        await testDb()
          .selectFrom('donations')
          .select('id')
          .where('pledge_id', 'is not', null)
          .where('fundraiser_id', '=', g.id)
          .execute()
      ).length,
    ).toBe(0);
  });

  it(`counts wrong tokens per client: ${RATE_LIMITS.pledgeLink.perIp} wrong ones lock that client out, never the pledger`, async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code);
    const guesser = new Session();
    const open = (who: Session, token: string) => who.get(`/pledges/${p.id}/?t=${encodeURIComponent(token)}`);
    const statuses = [];
    for (let i = 0; i <= RATE_LIMITS.pledgeLink.perIp; i++) statuses.push((await open(guesser, `wrong-${i}`)).status);
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Over the limit, even the right token is not looked at for that client.
    expect((await open(guesser, p.token)).status).toBe(429);
    // The pledger, from their own address, opens and pays as before.
    expect(await view(p.id, p.token)).toMatchObject({ id: p.id, status: 'open' });
    expect((await donate(f.short_code, { pledge_id: p.id, pledge_token: p.token })).status).toBe(202);
  });
});

describe('paybill and phone', () => {
  it("counts a paybill payment to the pledge's numeric account, or its older reference as typed, toward the pledge", async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code, { amount: 1500 });
    const { reference, account_number } = await pledgeRow(p.id);
    // The pledger's page gives the number (D-254); the reference from before still pays (D-232).
    expect((await view(p.id, p.token)).paybill).toMatchObject({ account: account_number });
    expect(account_number).toMatch(/^\d{5,}$/);
    const receipts = [
      await payByPaybill(account_number!, 500),
      await payByPaybill(` ${reference.toLowerCase()} `, 300),
    ];
    const donations = await testDb()
      .selectFrom('donations')
      .selectAll()
      .where('mpesa_receipt', 'in', receipts)
      .orderBy('amount_minor', 'desc')
      .execute();
    expect(donations).toEqual([
      expect.objectContaining({ fundraiser_id: f.id, status: 'succeeded', amount_minor: 50_000 }),
      expect.objectContaining({ fundraiser_id: f.id, status: 'succeeded', amount_minor: 30_000 }),
    ]);
    const links = (await linksOf(p.id)).map((l) => [l.donation_id, Number(l.applied_minor), l.via]);
    expect(links).toEqual(
      expect.arrayContaining([
        [donations[0]!.id, 50_000, 'paybill'],
        [donations[1]!.id, 30_000, 'paybill'],
      ]),
    );
    expect(await totals(f.short_code)).toMatchObject({ raised: 800, pledged: 700 });
  });

  it('gives pledges and a fundraiser made at once numbers of their own, each with a check digit that holds', async () => {
    const f = await liveFundraiser();
    const made = await Promise.all(Array.from({ length: 6 }, () => pledge(f.short_code)));
    const pledgeAccounts = await Promise.all(made.map(async (p) => (await pledgeRow(p.id)).account_number!));
    const fundraiserAccount = (
      await testDb().selectFrom('fundraisers').select('account_number').where('id', '=', f.id).executeTakeFirstOrThrow()
    ).account_number!;
    const all = [fundraiserAccount, ...pledgeAccounts];
    expect(new Set(all).size).toBe(all.length);
    for (const account of all) expect(numericAccount(account)).toBe(account);
  });

  it('asks Pay now for what is due, and for the smallest donation when a few shillings are left', async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code, { amount: 1000 });
    const asked = async () => new URL((await view(p.id, p.token)).pay_url).searchParams.get('amount');
    expect(await asked()).toBe('1000');
    await payByPaybill((await pledgeRow(p.id)).reference, 995);
    expect(await asked()).toBe('10');
  });

  it("counts a donation from the pledger's number toward their oldest open pledge there, and only there", async () => {
    const f = await liveFundraiser();
    const g = await liveFundraiser();
    const phone = freshPhone();
    const first = await openPledge(f.short_code, { phone, amount: 300 });
    const second = await openPledge(f.short_code, { phone, amount: 500 });
    await paid({ phone, amount: 400 }, f.short_code);
    // The oldest takes what it lacks; the other 100 is a gift, never split over a second pledge.
    expect((await pledgeRow(first.id)).paid_minor).toBe(30_000);
    expect((await pledgeRow(second.id)).paid_minor).toBe(0);
    expect((await linksOf(first.id)).map((l) => l.via)).toEqual(['phone']);
    await paid({ phone, amount: 200 }, f.short_code);
    expect((await pledgeRow(second.id)).paid_minor).toBe(20_000);
    // The same number giving to another fundraiser pays no pledge here.
    await paid({ phone, amount: 100 }, g.short_code);
    expect((await pledgeRow(second.id)).paid_minor).toBe(20_000);
    expect(await totals(f.short_code)).toMatchObject({ raised: 600, pledged: 300 });
  });

  it('leaves an unconfirmed pledge alone: no payment counts toward it', async () => {
    const f = await liveFundraiser();
    const made = await pledge(f.short_code, { amount: 700 });
    await paid({ phone: made.phone, amount: 700 }, f.short_code);
    expect((await pledgeRow(made.id)).paid_minor).toBe(0);
    expect(await linksOf(made.id)).toEqual([]);
    expect(await totals(f.short_code)).toMatchObject({ raised: 700, pledged: 0 });
  });

  it('splits instalments in whole shillings by date, and what fell due unpaid is overdue', async () => {
    const f = await liveFundraiser();
    const p = await openPledge(f.short_code, { amount: 3001, instalments: 3, period: 'monthly' });
    const t = today();
    expect((await view(p.id, p.token)).instalments).toEqual([
      { due_date: t, amount: 1001, paid: 0 },
      { due_date: dateAfter(t, 'monthly', 1), amount: 1000, paid: 0 },
      { due_date: dateAfter(t, 'monthly', 2), amount: 1000, paid: 0 },
    ]);
    // Forty-five days later (the first date moved back): two instalments have fallen due.
    const first = new Date(Date.parse(`${t}T00:00:00Z`) - 45 * 86_400_000).toISOString().slice(0, 10);
    await testDb().updateTable('pledges').set({ due_date: first }).where('id', '=', p.id).execute();
    expect(await view(p.id, p.token)).toMatchObject({ status: 'overdue', due_now: 2001 });
    await paid({ phone: p.phone, amount: 2001 }, f.short_code);
    const after = await view(p.id, p.token);
    expect(after).toMatchObject({ status: 'partly_paid', paid: 2001, due_now: 0 });
    expect(after.instalments.map((i: { paid: number }) => i.paid)).toEqual([1001, 1000, 0]);
  });
});
