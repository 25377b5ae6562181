import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '#shared/money.ts';
import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { Session } from '#tests/support/api.ts';
import { decide, giveDetails, recorded } from '#tests/support/cash-book.ts';
import { addTreasurer } from '#tests/support/treasurers.ts';
import { money, startMoneyServer, withdraw, type MoneyServer } from '#tests/support/withdrawals.ts';

// One honest total (D-238): confirmed cash counts in what a fundraiser raised and in its supporters,
// and never in what it may withdraw (it is not in our M-Pesa balance); the public review and page
// say how much of the total was collected in person and who gave it, by name or Anonymous only
// (D-239); `reconcile` still proves the books.

let server: MoneyServer;
beforeAll(async () => {
  // No escrow: M-Pesa money is available at once, so only cash can make a withdrawal too large.
  server = await startMoneyServer('cash-book-money');
}, 60_000);
afterAll(() => server?.dispose());

const NOTE = 'Counted by the committee after the service, receipt book page 7';

/** A live fundraiser with details, `mpesaKes` paid by M-Pesa, and one treasurer. */
async function harambee(mpesaKes: number[]) {
  const f = await server.ownerWithMoney(mpesaKes);
  await giveDetails(server.db(), f.id, 'Operation for Amani');
  const treasurer = await addTreasurer(f.owner, f.shortCode, server.api);
  return { ...f, treasurer: treasurer.session };
}

const reviewOf = async (shortCode: string) =>
  (await new Session(undefined, server.api).get(`/fundraisers/${shortCode}/review/`)).body.data;

describe('confirmed cash in the totals', () => {
  it('is raised and a supporter once confirmed, never withdrawable, and shown as such to the public', async () => {
    const { owner, shortCode, treasurer } = await harambee([1000]);
    const named = await recorded(treasurer, shortCode, { amount: 30_000, donor_name: 'Mzee Kamau', note: NOTE });
    const anonymous = await recorded(treasurer, shortCode, { amount: 2000, anonymous: true, donor_name: 'Secret' });

    // Waiting entries count nowhere.
    expect(await money(owner, shortCode)).toMatchObject({ raised: 100_000, cash: 0, available: 100_000 });
    expect((await reviewOf(shortCode)).detail).toMatchObject({
      raised_amount: 1000,
      supporters_count: 1,
      cash_amount: 0,
    });

    for (const id of [named, anonymous]) expect((await decide(owner, shortCode, id, 'confirm')).status).toBe(200);
    expect(await money(owner, shortCode)).toMatchObject({
      raised: 3_300_000,
      cash: 3_200_000,
      available: 100_000,
      held: 0,
    });

    // The owner's received list pages over the M-Pesa gifts alone.
    const received = (await owner.get(`/fundraisers/${shortCode}/donations/`)).body;
    expect(received.meta).toMatchObject({ total: 1, total_pages: 1 });
    expect(received.totals).toMatchObject({ raised_kes: 33_000, supporters_count: 3 });

    // More than the M-Pesa money is refused; the M-Pesa money itself goes.
    const tooMuch = await withdraw(owner, shortCode, 1001);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.errors.amount).toEqual([WITHDRAWAL_MSG.overAvailable]);
    expect((await withdraw(owner, shortCode, 1000)).status).toBe(201);
    expect(await money(owner, shortCode)).toMatchObject({ raised: 3_300_000, cash: 3_200_000, available: 0 });

    // The public review: the honest total, how much of it is cash, who gave in person and nothing else.
    const review = await reviewOf(shortCode);
    expect(review.detail).toMatchObject({ raised_amount: 33_000, supporters_count: 3, cash_amount: 32_000 });
    expect(review.in_person_supporters).toEqual([
      { donor_name: null, anonymous: true },
      { donor_name: 'Mzee Kamau', anonymous: false },
    ]);
    const json = JSON.stringify(review);
    for (const secret of [NOTE, 'Secret', named, anonymous, 'receipt']) expect(json).not.toContain(secret);

    // The page the server draws says it too, in both languages, and marks who gave in person.
    const base = server.api.replace(/\/api$/, '');
    const en = await (await fetch(`${base}/f/${shortCode}`)).text();
    expect(en).toContain(`including ${formatMoney(32_000, 'KES', 'en')} collected in person`);
    expect(en).toContain('Mzee Kamau</span><span class="muted">collected in person</span>');
    for (const secret of [NOTE, 'Secret']) expect(en).not.toContain(secret);
    const sw = await (await fetch(`${base}/f/${shortCode}`, { headers: { cookie: 'harambee_lang=sw' } })).text();
    expect(sw).toContain(`zikiwemo ${formatMoney(32_000, 'KES', 'sw')} zilizokusanywa ana kwa ana`);
    expect(sw).toContain('Mzee Kamau</span><span class="muted">mchango wa ana kwa ana</span>');

    const proved = await adminCliOn(server.env, 'reconcile');
    expect(proved.code, proved.out).toBe(0);
  });

  it('leaves a fundraiser with cash alone nothing to withdraw', async () => {
    const { owner, shortCode, treasurer } = await harambee([]);
    const id = await recorded(owner, shortCode, { amount: 5000 });
    expect((await decide(treasurer, shortCode, id, 'confirm')).status).toBe(200);
    expect(await money(owner, shortCode)).toMatchObject({ raised: 500_000, cash: 500_000, available: 0 });
    expect((await withdraw(owner, shortCode, 100)).status).toBe(409);
    expect((await reviewOf(shortCode)).detail).toMatchObject({ raised_amount: 5000, supporters_count: 1 });
  });

  it('finds a tampered cash balance', async () => {
    const { owner, shortCode, treasurer, id: fundraiserId } = await harambee([]);
    const entry = await recorded(owner, shortCode, { amount: 800 });
    expect((await decide(treasurer, shortCode, entry, 'confirm')).status).toBe(200);
    await server
      .db()
      .updateTable('fundraiser_balances')
      .set({ cash_minor: 0 })
      .where('fundraiser_id', '=', fundraiserId)
      .execute();
    const found = await adminCliOn(server.env, 'reconcile');
    expect(found.code).toBe(1);
    expect(found.out).toContain(`${fundraiserId}: kept cash 0, expected 80000`);
  });
});
