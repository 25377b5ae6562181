import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';
import { simPayouts, startPayoutServer, waitForWithdrawal, type PayoutServer } from '#tests/support/payouts.ts';
import { refundsWhenEnded, simReversals } from '#tests/support/refunds.ts';
import { money } from '#tests/support/withdrawals.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';

// A fundraiser taken down returns its money (D-256): each M-Pesa gift once to the number that paid,
// whole by reversal when nothing was withdrawn, in proportion by B2C when part was; the books agree
// with M-Pesa afterwards; a reviewer never takes down their own, and nobody else takes one down.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('refunds');
}, 60_000);
afterAll(() => server?.dispose());

/** The M-Pesa receipts of the gifts `ids`, in their order. */
async function receiptsOf(ids: string[]) {
  const rows = await server
    .db()
    .selectFrom('donations')
    .select(['id', 'mpesa_receipt'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => rows.find((d) => d.id === id)!.mpesa_receipt!);
}

const takeDown = (
  reviewer: Session,
  shortCode: string,
  body: object = { reason: 'Impersonates a victim', refund: true },
) => reviewer.post(`/moderation/fundraisers/${shortCode}/take-down/`, body);

describe('a fundraiser taken down with refunds', () => {
  it('returns each of three gifts once, whole, by reversal to the number that paid; nothing is left and reconcile is clean', async () => {
    const f = await server.ownerWithMoney([500, 1_200, 3_000]);
    const reply = await takeDown(server.reviewer, f.shortCode);
    expect(reply.status).toBe(202);
    expect(reply.body.data).toEqual({ refunds: 3, total: 470_000 });
    // Asked again: it is taken down already, and nothing goes back twice.
    expect((await takeDown(server.reviewer, f.shortCode)).status).toBe(409);

    const ended = await refundsWhenEnded(f.owner, f.shortCode);
    expect(ended.map((r) => [r.gift, r.amount, r.channel, r.status]).sort()).toEqual(
      [
        [50_000, 50_000, 'reversal', 'returned'],
        [120_000, 120_000, 'reversal', 'returned'],
        [300_000, 300_000, 'reversal', 'returned'],
      ].sort(),
    );
    const receipts = await receiptsOf(f.gifts.map((g) => g.id));
    const reversals = await simReversals(receipts);
    expect(
      reversals
        .filter((r) => r.reversed)
        .map((r) => [r.TransactionID, r.Amount])
        .sort(),
    ).toEqual(receipts.map((receipt, i) => [receipt, f.gifts[i]!.amount]).sort());
    expect(reversals).toHaveLength(3);

    const after = await money(f.owner, f.shortCode);
    expect([after.raised, after.available, after.held]).toEqual([0, 0, 0]);
    // The public page says so with the count and the total, and names nobody.
    const page = (await new Session(undefined, server.api).get(`/fundraisers/${f.shortCode}/review/`)).body.data;
    expect(page.fundraiser).toMatchObject({ status: 'closed', taken_down: { refunds: 3, refunded_amount: 4_700 } });
    const kept = await server
      .db()
      .selectFrom('fundraiser_balances')
      .select(['raised_minor', 'supporters'])
      .where('fundraiser_id', '=', page.fundraiser.id)
      .executeTakeFirstOrThrow();
    expect([Number(kept.raised_minor), Number(kept.supporters)]).toEqual([0, 0]);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });

  it('with part withdrawn, returns the rest in proportion by B2C to each number, and nothing more', async () => {
    // KES 1 000 + 2 000 + 3 000 raised; KES 3 000 withdrawn (the fee included): KES 3 000 is left.
    const w = await server.approvedWithdrawal({ raised: [1_000, 2_000, 3_000], amount: 3_000 });
    await waitForWithdrawal(w.owner, w.id, ['paid']);
    expect((await takeDown(server.reviewer, w.shortCode)).body.data).toEqual({ refunds: 3, total: 300_000 });
    const ended = await refundsWhenEnded(w.owner, w.shortCode);
    expect(ended.map((r) => [r.gift, r.amount, r.channel, r.status]).sort()).toEqual(
      [
        [100_000, 50_000, 'b2c', 'returned'],
        [200_000, 100_000, 'b2c', 'returned'],
        [300_000, 150_000, 'b2c', 'returned'],
      ].sort(),
    );
    for (const gift of w.gifts) {
      const paid = (await simPayouts(`254${gift.phone.slice(1)}`)).filter((p) => p.paid);
      expect(paid.map((p) => p.Amount)).toEqual([gift.amount / 2]);
    }
    expect(await simReversals(await receiptsOf(w.gifts.map((g) => g.id)))).toEqual([]);
    expect((await money(w.owner, w.shortCode)).available).toBe(0);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });

  it('goes by B2C when M-Pesa will not reverse (no reversal role), and counts a payment its payer reversed already as returned', async () => {
    const f = await server.ownerWithMoney([700, 900], ['0700008021', '0700008001']);
    expect((await takeDown(server.reviewer, f.shortCode)).status).toBe(202);
    const ended = await refundsWhenEnded(f.owner, f.shortCode);
    const byGift = new Map(ended.map((r) => [r.gift, r]));
    expect(byGift.get(70_000)).toMatchObject({ channel: 'b2c', status: 'returned', amount: 70_000 });
    expect(byGift.get(90_000)).toMatchObject({ channel: 'reversal', status: 'returned', amount: 90_000 });
    expect((await simPayouts('254700008021')).filter((p) => p.paid && p.Amount === 700)).toHaveLength(1);
    expect((await simPayouts('254700008001')).filter((p) => p.Amount === 900)).toEqual([]);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });

  it('is refused to the fundraiser’s own reviewer, to anyone who is not a reviewer, and without a reason', async () => {
    const f = await server.ownerWithMoney([300]);
    expect((await takeDown(f.owner, f.shortCode)).status).toBe(403);
    expect((await takeDown(server.reviewer, f.shortCode, { reason: '', refund: true })).status).toBe(400);
    expect((await takeDown(server.reviewer, f.shortCode, { reason: 'Fraud' })).status).toBe(400);
    const own = await server
      .db()
      .selectFrom('users')
      .select('id')
      .where('email_address', '=', server.reviewerEmail)
      .executeTakeFirstOrThrow();
    await server
      .db()
      .updateTable('fundraisers')
      .set({ user_id: own.id })
      .where('short_code', '=', f.shortCode)
      .execute();
    expect((await takeDown(server.reviewer, f.shortCode)).status).toBe(403);
    expect((await f.owner.get(`/fundraisers/${f.shortCode}/refunds/`)).status).toBe(403);
    expect(await simReversals(await receiptsOf(f.gifts.map((g) => g.id)))).toEqual([]);
  });
});
