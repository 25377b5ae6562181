import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { money, startMoneyServer, withdraw, type MoneyServer } from '#tests/support/withdrawals.ts';

// Withdrawals (D-200) on a server of its own with ESCROW_BUSINESS_DAYS=0, so donations are
// available at once: the amount is set aside when requested, never more than is available,
// whatever runs at once, and given back once when cancelled. `reconcile` proves the books after.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('withdrawals');
}, 60_000);
afterAll(() => server?.dispose());
const ownerWithMoney = (amounts: number[]) => server.ownerWithMoney(amounts);

describe('withdrawals', () => {
  it('sets the amount aside when requested, with the fee fixed, and gives it back when cancelled', async () => {
    const { owner, shortCode } = await ownerWithMoney([10_000]);
    const requested = await withdraw(owner, shortCode, 4000);
    expect(requested.status).toBe(201);
    expect(requested.body.data).toEqual({ id: expect.any(String), status: 'requested', approvals_needed: 1 });
    expect(await money(owner, shortCode)).toMatchObject({ raised: 1_000_000, blocked: 400_000, available: 600_000 });
    const id = requested.body.data.id as string;
    const read = await owner.get(`/withdrawals/${id}/`);
    expect(read.status).toBe(200);
    // 3.5 % of KES 4 000 is KES 140: M-Pesa would send KES 3 860.
    expect(read.body.data).toMatchObject({ status: 'requested', amount: 400_000, fee: 14_000, approvals: 0 });

    const cancelled = await owner.post(`/withdrawals/${id}/cancel/`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await money(owner, shortCode)).toMatchObject({ blocked: 0, available: 1_000_000 });
    expect((await owner.post(`/withdrawals/${id}/cancel/`)).status).toBe(409);
  });

  it('refuses more than is available, an amount M-Pesa would not send, and anyone but the owner', async () => {
    const { owner, shortCode } = await ownerWithMoney([500]);
    const over = await withdraw(owner, shortCode, 501);
    expect(over.status).toBe(409);
    expect(over.body.errors).toEqual({ amount: ['That is more than is available to withdraw now'] });
    const tiny = await withdraw(owner, shortCode, 9);
    expect(tiny.status).toBe(400);
    expect(tiny.body.errors.amount).toEqual(['M-Pesa sends at least KES 10 after the fee']);
    const noPurpose = await owner.request(`/fundraisers/${shortCode}/withdrawals/`, {
      json: { amount: 100, purpose: ' ' },
    });
    expect(noPurpose.body.errors.purpose).toEqual(['Say what the money is for']);
    const { session: stranger } = await verifiedUser('stranger', server.api);
    expect((await withdraw(stranger, shortCode, 100)).status).toBe(403);
    expect((await withdraw(new Session(undefined, server.api), shortCode, 100)).status).toBe(401);
    const mine = await withdraw(owner, shortCode, 100);
    expect((await stranger.get(`/withdrawals/${mine.body.data.id}/`)).status).toBe(404);
    expect((await stranger.post(`/withdrawals/${mine.body.data.id}/cancel/`)).status).toBe(404);
    expect(await money(owner, shortCode)).toMatchObject({ blocked: 10_000, available: 40_000 });
  });

  it('grants one of 20 simultaneous requests for the whole balance', async () => {
    const { owner, shortCode } = await ownerWithMoney([2500]);
    const replies = await Promise.all(Array.from({ length: 20 }, () => withdraw(owner, shortCode, 2500)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await money(owner, shortCode)).toMatchObject({ blocked: 250_000, available: 0 });
  });

  it('sets aside once for a request replayed with its Idempotency-Key, even at once', async () => {
    const { owner, shortCode } = await ownerWithMoney([3000]);
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(owner, shortCode, 1000, 'withdraw-1')));
    const ids = new Set(replies.filter((r) => r.status === 201).map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    expect(await money(owner, shortCode)).toMatchObject({ blocked: 100_000, available: 200_000 });
  });

  it('releases once when cancels race', async () => {
    const { owner, shortCode } = await ownerWithMoney([1000]);
    const id = (await withdraw(owner, shortCode, 1000)).body.data.id as string;
    const replies = await Promise.all(Array.from({ length: 10 }, () => owner.post(`/withdrawals/${id}/cancel/`)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await money(owner, shortCode)).toMatchObject({ blocked: 0, available: 100_000 });
    const proved = await adminCliOn(server.env, 'reconcile');
    expect(proved.code, proved.out).toBe(0);
  });
});
