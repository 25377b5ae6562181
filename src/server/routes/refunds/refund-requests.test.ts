import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { addTreasurer, addTreasurers } from '#tests/support/treasurers.ts';
import { paidTwoDaysAgo, refundsWhenEnded, simReversals } from '#tests/support/refunds.ts';
import { startPayoutServer, type PayoutServer } from '#tests/support/payouts.ts';
import { money, withdraw } from '#tests/support/withdrawals.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';

// A donor asks for their gift back from its receipt (D-256): within a day it goes back at once, and
// once however often and however fast they ask; after that the owner or a treasurer decides, with a
// reason the donor is told; a refund and a withdrawal asked at once never give out more than is held.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('refund-requests');
}, 60_000);
afterAll(() => server?.dispose());

const guest = () => new Session(undefined, server.api);
const ask = (donationId: string, reason = 'I typed 10 000 instead of 1 000') =>
  guest().post(`/donations/${donationId}/refund-request/`, { reason });

async function receiptOf(donationId: string) {
  const row = await server
    .db()
    .selectFrom('donations')
    .select('mpesa_receipt')
    .where('id', '=', donationId)
    .executeTakeFirstOrThrow();
  return row.mpesa_receipt!;
}

const daysAgo = (donationId: string) => paidTwoDaysAgo(server.db(), donationId);

describe('a donor asks for their gift back', () => {
  it('within a day it goes back at once, and once, even asked five times at once', async () => {
    const f = await server.ownerWithMoney([2_000, 500]);
    const [gift] = f.gifts;
    const replies = await Promise.all(Array.from({ length: 5 }, () => ask(gift!.id)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    for (const r of replies) expect(r.body.data).toMatchObject({ status: 'approved' });
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
    const [refund] = await refundsWhenEnded(f.owner, f.shortCode);
    expect(refund).toMatchObject({
      gift: 200_000,
      amount: 200_000,
      channel: 'reversal',
      status: 'returned',
      cause: 'donor',
    });
    const reversals = await simReversals([await receiptOf(gift!.id)]);
    expect(reversals.filter((r) => r.reversed)).toHaveLength(1);
    expect(reversals).toHaveLength(1);
    expect(await money(f.owner, f.shortCode)).toMatchObject({ raised: 50_000, available: 50_000 });
    // Its page and its texts: the donor is told in the language of their gift.
    const texts = (await guest().get(`/dev/sms-outbox?to=254${gift!.phone.slice(1)}`)).body.data as { text: string }[];
    expect(texts.some((t) => t.text.includes('is being returned to your M-Pesa, as you asked'))).toBe(true);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });

  it('after a day the owner or a treasurer decides: a refusal with a reason the donor is told, an approval that sends it back', async () => {
    const f = await server.ownerWithMoney([1_000, 1_500]);
    const [first, second] = f.gifts;
    await daysAgo(first!.id);
    await daysAgo(second!.id);
    const asked = await ask(first!.id);
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      data: { status: 'open' },
      message: 'Asked. The organiser or the treasurers decide, and we tell you.',
    });
    const listed = (await f.owner.get(`/fundraisers/${f.shortCode}/refunds/`)).body;
    expect(listed.requests).toEqual([
      expect.objectContaining({ id: asked.body.data.id, amount: 100_000, reason: 'I typed 10 000 instead of 1 000' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(first!.id);
    const stranger = guest();
    expect((await stranger.post(`/refund-requests/${asked.body.data.id}/approve/`)).status).toBe(401);
    expect((await f.owner.post(`/refund-requests/${asked.body.data.id}/reject/`, { reason: '' })).status).toBe(400);
    const refused = await f.owner.post(`/refund-requests/${asked.body.data.id}/reject/`, {
      reason: 'The goods were delivered as promised',
    });
    expect(refused.status).toBe(200);
    expect((await f.owner.post(`/refund-requests/${asked.body.data.id}/approve/`)).status).toBe(409);
    const told = (await guest().get(`/dev/sms-outbox?to=254${first!.phone.slice(1)}`)).body.data as { text: string }[];
    expect(told.some((t) => t.text.includes('was refused'))).toBe(true);

    const treasurer = (await addTreasurer(f.owner, f.shortCode, server.api)).session;
    const second_ = await ask(second!.id, 'Wrong fundraiser');
    expect((await treasurer.post(`/refund-requests/${second_.body.data.id}/approve/`)).status).toBe(200);
    const ended = await refundsWhenEnded(f.owner, f.shortCode);
    expect(ended.map((r) => [r.gift, r.status])).toEqual([[150_000, 'returned']]);
    expect((await money(f.owner, f.shortCode)).raised).toBe(100_000);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });

  it('a refund and a withdrawal of the same money asked at once: one of them, never both', async () => {
    const f = await server.ownerWithMoney([3_000]);
    const [gift] = f.gifts;
    const [refund, withdrawal] = await Promise.all([ask(gift!.id), withdraw(f.owner, f.shortCode, 3_000)]);
    const won = [refund.status === 201, withdrawal.status === 201];
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(refund.status === 201 ? withdrawal.status : refund.status).toBe(409);
    const after = await money(f.owner, f.shortCode);
    expect(after.available).toBe(0);
    expect(after.blocked + (300_000 - after.raised)).toBe(300_000);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });

  it('is refused for a gift that is not paid, or no longer held', async () => {
    expect((await ask('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const f = await server.ownerWithMoney([1_000]);
    await daysAgo(f.gifts[0]!.id);
    const asked = await ask(f.gifts[0]!.id);
    expect((await withdraw(f.owner, f.shortCode, 1_000)).status).toBe(201);
    const approve = await f.owner.post(`/refund-requests/${asked.body.data.id}/approve/`);
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe('The fundraiser no longer holds this money: it was withdrawn.');
  });

  it('with treasurers, most of them decide: one approval is counted, the majority sends it back once even at once, and a majority refuses with its reason (D-261)', async () => {
    const f = await server.ownerWithMoney([1_200, 800]);
    for (const gift of f.gifts) await daysAgo(gift.id);
    const [a, b, c] = (await addTreasurers(f.owner, f.shortCode, 3, server.api)).map((t) => t.session);
    const first = (await ask(f.gifts[0]!.id)).body.data.id as string;
    const counted = await a!.post(`/refund-requests/${first}/approve/`);
    expect(counted.status).toBe(202);
    expect(counted.body.message).toBe(
      'Your approval is counted. The gift goes back once most of the treasurers approve.',
    );
    expect((await a!.post(`/refund-requests/${first}/approve/`)).status).toBe(409);
    const listed = (await f.owner.get(`/fundraisers/${f.shortCode}/refunds/`)).body.requests;
    expect(listed[0].votes).toEqual({ approve: 1, reject: 0, needed: 2 });
    // The second and third at once: the second approval decides, the third finds it decided.
    const both = await Promise.all([
      b!.post(`/refund-requests/${first}/approve/`),
      c!.post(`/refund-requests/${first}/approve/`),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const ended = await refundsWhenEnded(f.owner, f.shortCode);
    expect(ended.map((r) => [r.gift, r.status])).toEqual([[120_000, 'returned']]);

    const second = (await ask(f.gifts[1]!.id)).body.data.id as string;
    expect((await b!.post(`/refund-requests/${second}/reject/`, { reason: 'Not a mistake' })).status).toBe(202);
    const refused = await c!.post(`/refund-requests/${second}/reject/`, { reason: 'The gift was spent as promised' });
    expect(refused.status).toBe(200);
    const view = (await guest().get(`/donations/${f.gifts[1]!.id}/`)).body.data;
    expect(view.refund).toMatchObject({ request: 'rejected', decision_reason: 'The gift was spent as promised' });
    expect((await money(f.owner, f.shortCode)).raised).toBe(80_000);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });
});
