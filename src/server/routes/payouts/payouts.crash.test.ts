import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone } from '#tests/support/sms.ts';
import { startDarajaProxy } from '#tests/support/daraja-proxy.ts';
import { simPayouts, simUrl, startPayoutServer, waitForWithdrawal, type PayoutServer } from '#tests/support/payouts.ts';
import { money } from '#tests/support/withdrawals.ts';

// The server killed (SIGKILL) in the middle of a payout (D-208): after the payout is marked as being
// sent but before the request reaches M-Pesa, and after M-Pesa took it but before the server heard
// back. Restarted on the same database, it asks before it pays: exactly one payment either way.

let proxy: Awaited<ReturnType<typeof startDarajaProxy>>;
let server: PayoutServer;
beforeAll(async () => {
  proxy = await startDarajaProxy(simUrl());
  server = await startPayoutServer('payout-crash', { DARAJA_BASE_URL: proxy.url });
}, 60_000);
afterAll(async () => {
  await server?.dispose();
  await proxy?.close();
});

describe('a payout survives the server dying mid-request', () => {
  for (const at of ['request', 'answer'] as const)
    it(`pays once when killed ${at === 'request' ? 'before the request reached M-Pesa' : 'before its answer came back'}`, async () => {
      const phone = freshPhone();
      const held = proxy.holdNextPayout(at);
      const w = await server.approvedWithdrawal({
        raised: [1_000],
        amount: 1_000,
        destination: { kind: 'mpesa', phone },
      });
      await held;
      server.crash();
      proxy.dropHeld();
      expect(await simPayouts(phone)).toHaveLength(at === 'request' ? 0 : 1);
      await server.restart();

      const paid = await waitForWithdrawal(w.owner, w.id, ['paid', 'failed'], 90);
      expect(paid.status).toBe('paid');
      const sent = await simPayouts(phone);
      expect(sent.filter((p) => p.paid)).toHaveLength(1);
      expect(await money(w.owner, w.shortCode)).toMatchObject({ withdrawn: 96_500, fee: 3_500, blocked: 0 });
    }, 120_000);
});
