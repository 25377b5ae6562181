import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPhone } from '#tests/support/sms.ts';
import { simPayouts, startPayoutServer, type PayoutServer } from '#tests/support/payouts.ts';

// An initiator M-Pesa refuses (2001: a wrong password here) stops every payout until a reviewer
// resumes them (D-208): repeated 2001s would lock the credential (8006), so nothing else is sent,
// and the withdrawals wait, approved, with their money still set aside.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('payout-pause', { DARAJA_INITIATOR_PASSWORD: 'Not-the-password1!' });
}, 60_000);
afterAll(() => server?.dispose());

async function waitingFor(owner: Awaited<ReturnType<PayoutServer['approvedWithdrawal']>>['owner'], id: string) {
  for (let i = 0; i < 100; i++) {
    const data = (await owner.get(`/withdrawals/${id}/`)).body.data;
    if (data.wait_reason === 'configuration' || (i > 20 && data.status === 'approved')) return data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('never waited');
}

describe('an initiator error', () => {
  it('pauses every payout after one 2001 until a reviewer resumes them', async () => {
    const [a, b] = [freshPhone(), freshPhone()];
    const first = await server.approvedWithdrawal({
      raised: [1_000],
      amount: 1_000,
      destination: { kind: 'mpesa', phone: a },
    });
    expect(await waitingFor(first.owner, first.id)).toMatchObject({
      status: 'approved',
      wait_reason: 'configuration',
      payouts: [{ status: 'refused', result_code: 2001 }],
    });
    expect((await server.reviewer.get('/moderation/payouts/')).body.data.paused).toBe(true);

    const second = await server.approvedWithdrawal({
      raised: [1_000],
      amount: 1_000,
      destination: { kind: 'mpesa', phone: b },
    });
    await new Promise((r) => setTimeout(r, 3000));
    expect((await second.owner.get(`/withdrawals/${second.id}/`)).body.data).toMatchObject({
      status: 'approved',
      payouts: [],
    });
    expect(await simPayouts(b)).toHaveLength(0);
    expect(await simPayouts(a)).toHaveLength(1);

    expect((await server.reviewer.post('/moderation/payouts/resume/')).status).toBe(200);
    expect((await server.reviewer.post('/moderation/payouts/resume/')).status).toBe(409);
    // Still the wrong password: the next one sent is refused and pauses them again, one request only.
    for (let i = 0; !(await server.reviewer.get('/moderation/payouts/')).body.data.paused; i++) {
      if (i > 50) throw new Error('never paused again');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await simPayouts(a)).length + (await simPayouts(b)).length).toBe(2);
    // Only a reviewer resumes them.
    expect((await first.owner.post('/moderation/payouts/resume/')).status).toBe(403);
  });
});
