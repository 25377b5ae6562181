import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVERSAL_PATH } from '#shared/daraja-reversal.ts';
import { startDarajaProxy } from '#tests/support/daraja-proxy.ts';
import { simUrl, startPayoutServer, type PayoutServer } from '#tests/support/payouts.ts';
import { refundsWhenEnded, simReversals } from '#tests/support/refunds.ts';
import { money } from '#tests/support/withdrawals.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';

// The server killed (SIGKILL) while a take-down's refunds go out (D-256): M-Pesa has taken a
// reversal but the server never heard back. Restarted on the same database, it finds the refund it
// may have sent and sends it again only because M-Pesa reverses a receipt once: each gift goes back
// exactly once, and the books agree.

let proxy: Awaited<ReturnType<typeof startDarajaProxy>>;
let server: PayoutServer;
beforeAll(async () => {
  proxy = await startDarajaProxy(simUrl());
  server = await startPayoutServer('refund-crash', { DARAJA_BASE_URL: proxy.url });
}, 60_000);
afterAll(async () => {
  await server?.dispose();
  await proxy?.close();
});

describe('refunds survive the server dying mid-request', () => {
  it('returns each gift once when killed after M-Pesa took a reversal and before its answer came back', async () => {
    const f = await server.ownerWithMoney([400, 600, 800]);
    const held = proxy.holdNextPayout('answer', REVERSAL_PATH);
    const taken = await server.reviewer.post(`/moderation/fundraisers/${f.shortCode}/take-down/`, {
      reason: 'Raised for a victim without the family’s knowledge',
      refund: true,
    });
    expect(taken.status).toBe(202);
    await held;
    server.crash();
    proxy.dropHeld();
    await server.restart();

    const ended = await refundsWhenEnded(f.owner, f.shortCode, 90);
    expect(ended.map((r) => r.status)).toEqual(['returned', 'returned', 'returned']);
    const receipts = (
      await server
        .db()
        .selectFrom('donations')
        .select('mpesa_receipt')
        .where(
          'id',
          'in',
          f.gifts.map((g) => g.id),
        )
        .execute()
    ).map((d) => d.mpesa_receipt!);
    const reversed = (await simReversals(receipts)).filter((r) => r.reversed);
    expect(reversed.map((r) => r.TransactionID).sort()).toEqual([...receipts].sort());
    expect(await money(f.owner, f.shortCode)).toMatchObject({ raised: 0, available: 0 });
    expect((await reconcile(server.db())).differences).toEqual([]);
  }, 150_000);
});
