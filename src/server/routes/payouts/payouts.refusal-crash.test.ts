import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import type { Session } from '#tests/support/api.ts';
import { startDarajaProxy } from '#tests/support/daraja-proxy.ts';
import { freshPhone, verifyPhone } from '#tests/support/sms.ts';
import { addTreasurer, approvalCode, confirmApproval } from '#tests/support/treasurers.ts';
import { registerName, simPayouts, simUrl, startPayoutServer, type PayoutServer } from '#tests/support/payouts.ts';
import { money, withdraw } from '#tests/support/withdrawals.ts';

// A refusal racing a part in flight, with the server killed (SIGKILL) mid-payout (D-208, D-244).
// While M-Pesa holds a part, a treasurer's refusal and a reviewer's are 409s that change nothing;
// the restarted server asks M-Pesa before it pays, so the part is paid once, and a refusal once it
// is back waiting gives back only what was not paid. A refusal that comes before the worker takes
// the withdrawal means its part is never sent, whatever restarts after.
//
// New destinations cool for 48 hours here: the test ends a cooling when it wants the worker to go.

let proxy: Awaited<ReturnType<typeof startDarajaProxy>>;
let server: PayoutServer;
beforeAll(async () => {
  proxy = await startDarajaProxy(simUrl());
  server = await startPayoutServer('payout-refusal-crash', {
    DARAJA_BASE_URL: proxy.url,
    PAYOUT_COOLING_HOURS: '48',
  });
}, 60_000);
afterAll(async () => {
  await server?.dispose();
  await proxy?.close();
});

const coolingEnds = (shortCode: string) => server.coolingEnds(shortCode);
const payoutsOf = (withdrawalId: string) => server.payoutsOf(withdrawalId);

/** What the simulator was asked to pay for this withdrawal (by our ids: other files share the simulator). */
async function paidBySimulator(withdrawalId: string) {
  const ours = new Set((await payoutsOf(withdrawalId)).map((p) => p.id));
  return (await simPayouts()).filter((p) => ours.has(p.OriginatorConversationID));
}

/** Polls GET /withdrawals/{id}/ until `ready` says yes (or fails after ~90 s: a lease runs out first). */
async function withdrawalWhen(session: Session, id: string, ready: (w: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 450; i++) {
    const data = (await session.get(`/withdrawals/${id}/`)).body.data;
    if (ready(data)) return data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`withdrawal ${id} never got there`);
}

/**
 * A fundraiser with KES 500 000 raised and a treasurer, its money going to `phone`, and a
 * KES 300 000 withdrawal (two parts of 144 750) requested, reviewed and approved by the treasurer:
 * it waits for its destination's cooling.
 */
async function approvedWithTreasurer(phone: string) {
  const f = await server.ownerWithMoney([250_000, 250_000]);
  const codesTo = await verifyPhone(f.owner);
  await registerName(phone, 'Achieng Odhiambo');
  await server.setDestination(f.owner, f.shortCode, codesTo, { kind: 'mpesa', phone });
  const treasurer = await addTreasurer(f.owner, f.shortCode, server.api);
  const requested = await withdraw(f.owner, f.shortCode, 300_000);
  expect(requested.status).toBe(201);
  const id = requested.body.data.id as string;
  expect((await server.reviewer.post(`/moderation/withdrawals/${id}/approve/`)).status).toBe(200);
  const code = await approvalCode(treasurer.session, treasurer.phone, id);
  expect((await confirmApproval(treasurer.session, id, code)).status).toBe(200);
  expect((await f.owner.get(`/withdrawals/${id}/`)).body.data).toMatchObject({ status: 'approved' });
  return { ...f, id, codesTo, treasurer };
}

const refuseAsTreasurer = (treasurer: Session, id: string) =>
  treasurer.post(`/withdrawals/${id}/reject/`, { reason: 'The committee has not agreed on the hospital' });
const refuseAsReviewer = (id: string) =>
  server.reviewer.post(`/moderation/withdrawals/${id}/reject/`, { reason: 'The purpose is not in the story' });

describe('a refusal racing a part in flight', () => {
  it('is a 409 while M-Pesa holds the part; after a crash the part is paid once and a later refusal gives back only the rest', async () => {
    // M-Pesa pays this number but its result never comes: only a status query finds the payment.
    const w = await approvedWithTreasurer('254700009999');
    const held = proxy.holdNextPayout('answer');
    await coolingEnds(w.shortCode);
    // Part 1 reached M-Pesa, which took it; its acknowledgement is held on the way back.
    await held;
    // The owner points the money elsewhere meanwhile: part 2 will wait out the cooling (D-244).
    const elsewhere = freshPhone();
    await server.setDestination(w.owner, w.shortCode, w.codesTo, { kind: 'mpesa', phone: elsewhere });
    const [part1] = await payoutsOf(w.id);
    expect([Number(part1!.part), Number(part1!.amount_minor), part1!.status]).toEqual([1, 14_475_000, 'sending']);
    const before = await money(w.owner, w.shortCode);
    expect(before).toMatchObject({ blocked: 30_000_000, withdrawn: 0, fee: 0 });

    // Both refusals meet a part M-Pesa holds: 409, and nothing moves.
    expect((await refuseAsTreasurer(w.treasurer.session, w.id)).status).toBe(409);
    expect((await refuseAsReviewer(w.id)).status).toBe(409);
    expect((await w.owner.get(`/withdrawals/${w.id}/`)).body.data).toMatchObject({ status: 'submitted' });
    expect(await money(w.owner, w.shortCode)).toEqual(before);

    await server.crash();
    proxy.dropHeld();
    expect(await paidBySimulator(w.id)).toHaveLength(1);
    await server.restart();

    // Asked about once its sender's lease is over: paid, and part 2 waits for the new number's cooling.
    const waiting = await withdrawalWhen(w.owner, w.id, (d) => d.status === 'approved');
    expect(waiting).toMatchObject({
      wait_reason: 'cooling',
      payouts: [{ status: 'paid', amount: 14_475_000 }],
    });
    expect((await refuseAsReviewer(w.id)).status).toBe(200);
    // Paid: part 1 and the fee's half of 10 500; given back: the other 150 000.
    expect(await money(w.owner, w.shortCode)).toMatchObject({
      raised: 50_000_000,
      withdrawn: 14_475_000,
      fee: 525_000,
      blocked: 0,
      available: 35_000_000,
    });
    const asked = await paidBySimulator(w.id);
    expect(asked.filter((p) => p.paid)).toHaveLength(1);
    expect((await payoutsOf(w.id)).map((p) => [Number(p.part), p.status])).toEqual([[1, 'paid']]);
    expect(await simPayouts(elsewhere)).toEqual([]);
    const reconciled = await adminCliOn(server.env, 'reconcile');
    expect(reconciled.code, reconciled.out).toBe(0);
  }, 180_000);

  it('that comes first means the part is never sent, whatever restarts after', async () => {
    const phone = freshPhone();
    const w = await approvedWithTreasurer(phone);
    // Refused while it waits for its destination's cooling, before the worker takes it.
    expect((await refuseAsTreasurer(w.treasurer.session, w.id)).status).toBe(200);
    await coolingEnds(w.shortCode);
    // The worker's turns (every quarter of a second here), then a crash and a restart.
    await new Promise((r) => setTimeout(r, 2000));
    await server.crash();
    await server.restart();
    await new Promise((r) => setTimeout(r, 2000));

    expect((await w.owner.get(`/withdrawals/${w.id}/`)).body.data).toMatchObject({ status: 'rejected', payouts: [] });
    expect(await payoutsOf(w.id)).toEqual([]);
    expect(await simPayouts(phone)).toEqual([]);
    expect(await money(w.owner, w.shortCode)).toMatchObject({
      raised: 50_000_000,
      withdrawn: 0,
      fee: 0,
      blocked: 0,
      available: 50_000_000,
    });
    expect((await refuseAsReviewer(w.id)).status).toBe(409);
    const reconciled = await adminCliOn(server.env, 'reconcile');
    expect(reconciled.code, reconciled.out).toBe(0);
  }, 180_000);
});
