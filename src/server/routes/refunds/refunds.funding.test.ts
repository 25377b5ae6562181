import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simPayouts, startPayoutServer, waitForWithdrawal, type PayoutServer } from '#tests/support/payouts.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';

// A B2C refund M-Pesa answers "the utility account is short" (1) is tried again later as a new
// request with a new OriginatorConversationID (D-263): Daraja refuses one it has seen, so the same
// id again would never be paid. The simulator's 254700001001 is always short.

const SHORT = '254700001001';

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('refunds-funding', { PAYOUT_FUNDING_RETRY_SECONDS: '1' });
}, 60_000);
afterAll(() => server?.dispose());

describe('a B2C refund M-Pesa could not fund', () => {
  it('is tried again with a new id each time, and stays owed to its donor', async () => {
    const w = await server.approvedWithdrawal({ raised: [1_000, 1_000], amount: 1_000 });
    // The first gift came from the number whose payouts M-Pesa cannot fund.
    await server.db().updateTable('donations').set({ phone: SHORT }).where('id', '=', w.gifts[0]!.id).execute();
    await waitForWithdrawal(w.owner, w.id, ['paid']);
    const down = await server.reviewer.post(`/moderation/fundraisers/${w.shortCode}/take-down/`, {
      reason: 'Impersonates a victim',
      refund: true,
    });
    expect(down.status).toBe(202);
    const refund = await server
      .db()
      .selectFrom('refunds')
      .select('id')
      .where('party', '=', SHORT)
      .executeTakeFirstOrThrow();
    const tries = async () => (await simPayouts(SHORT)).filter((p) => p.OriginatorConversationID.startsWith(refund.id));
    for (let i = 0; i < 100 && (await tries()).length < 3; i++) await new Promise((r) => setTimeout(r, 200));
    const ours = await tries();
    expect(ours.length).toBeGreaterThanOrEqual(3);
    expect(new Set(ours.map((p) => p.OriginatorConversationID)).size).toBe(ours.length);
    expect(ours.some((p) => p.paid)).toBe(false);
    expect(ours.filter((p) => p.ResultCode !== null).every((p) => p.ResultCode === 1)).toBe(true);
    // Still owed to its donor: never failed, never returned.
    const { status } = await server
      .db()
      .selectFrom('refunds')
      .select('status')
      .where('id', '=', refund.id)
      .executeTakeFirstOrThrow();
    expect(['queued', 'sending', 'sent', 'unknown']).toContain(status);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });
});
