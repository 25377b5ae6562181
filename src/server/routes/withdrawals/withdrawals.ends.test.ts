import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { Session, STRONG_PASSWORD } from '#tests/support/api.ts';
import { freshPhone } from '#tests/support/sms.ts';
import { addTreasurer } from '#tests/support/treasurers.ts';
import { simPayouts, startPayoutServer, waitForWithdrawal, type PayoutServer } from '#tests/support/payouts.ts';
import { money, withdraw } from '#tests/support/withdrawals.ts';
import { loadEnv } from '#server/env.ts';
import { payoutToken } from '#server/money/out/payouts/callback-urls.ts';

// Withdrawals end right (D-244), each as a hostile battery found it: a refusal after a paid part
// gives back only what was not paid, later parts wait out a changed destination's cooling, one
// account Daraja refuses fails its own withdrawal and pauses nobody else, a result that says "not
// paid" is asked about before anything is released, treasurers refuse with a reason, a mismatched
// name stays held until a reviewer looks, and the first KES 10 000 paid out is reviewed.
//
// The server cools a new destination for 48 hours and asks M-Pesa about a payout only when the
// test says so (next_check_at moved to now), so every race here happens in the order written.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('withdrawal-ends', { PAYOUT_COOLING_HOURS: '48', PAYOUT_QUERY_SECONDS: '600' });
}, 60_000);
afterAll(() => server?.dispose());

const past = () => new Date(Date.now() - 60_000).toISOString();
const db = () => server.db();

const fundraiserId = (shortCode: string) => server.fundraiserId(shortCode);
const coolingEnds = (shortCode: string) => server.coolingEnds(shortCode);
const payoutsOf = (withdrawalId: string) => server.payoutsOf(withdrawalId);

/** Polls the withdrawal's payouts until `ready` says yes (or fails after ~30 s). */
async function payoutsWhen(withdrawalId: string, ready: (p: Awaited<ReturnType<typeof payoutsOf>>) => boolean) {
  for (let i = 0; i < 150; i++) {
    const rows = await payoutsOf(withdrawalId);
    if (ready(rows)) return rows;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the payouts of ${withdrawalId} never got there`);
}

/** Our status query about each open payout of the withdrawal goes now. */
const askNow = (withdrawalId: string) =>
  db()
    .updateTable('payouts')
    .set({ next_check_at: past() })
    .where('withdrawal_id', '=', withdrawalId)
    .where('status', 'in', ['sent', 'unknown'])
    .execute();

/**
 * Polls the withdrawal until `ready` says yes (or fails after ~30 s), asking M-Pesa about its open
 * payouts each time: the simulator settles a payout about 3 s after it is sent, and a query before
 * then is answered "not final yet".
 */
async function withdrawalWhen(owner: Session, id: string, ready: (w: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 150; i++) {
    await askNow(id);
    const data = (await owner.get(`/withdrawals/${id}/`)).body.data;
    if (ready(data)) return data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`withdrawal ${id} never got there`);
}

const reconciled = async () => adminCliOn(server.env, 'reconcile');

describe('a withdrawal paid in parts', () => {
  it('holds the next part through a changed destination’s cooling, and a refusal after a paid part gives back only the rest', async () => {
    // The report's numbers: KES 500 000 raised, KES 300 000 withdrawn in two parts of 144 750.
    const w = await server.approvedWithdrawal({
      raised: [250_000, 250_000],
      amount: 300_000,
      destination: { kind: 'mpesa', phone: '254700009999' },
    });
    await coolingEnds(w.shortCode);
    // Part 1 is with M-Pesa (paid there; its result never comes, our status query will find it).
    await payoutsWhen(w.id, (rows) => rows[0]?.status === 'sent');
    // The owner points the money elsewhere meanwhile: a number whose payouts M-Pesa refuses (1).
    await server.setDestination(w.owner, w.shortCode, w.codesTo, { kind: 'mpesa', phone: '254700001001' });
    const held = await withdrawalWhen(w.owner, w.id, (d) => d.wait_reason === 'cooling');
    expect(held).toMatchObject({ status: 'approved', payouts: [{ status: 'paid', amount: 14_475_000 }] });
    // It says until when: the new destination's first payout time.
    const destination = (await w.owner.get(`/fundraisers/${w.shortCode}/payout-destination/`)).body.data;
    expect(held.wait_until).toBe(destination.paid_from);
    // No part was queued for the new number (the simulator is shared: other files pay that number too).
    expect((await payoutsOf(w.id)).map((p) => p.party_b)).toEqual(['254700009999']);

    // The cooling over, part 2 goes to the new number; M-Pesa refuses it for our funding.
    // Its result (1) is confirmed by a status query before the part counts as refused.
    await coolingEnds(w.shortCode);
    await withdrawalWhen(w.owner, w.id, (d) => d.wait_reason === 'funding');
    expect((await payoutsOf(w.id)).map((p) => [p.status, p.result_code])).toEqual([
      ['paid', '0'],
      ['refused', '1'],
    ]);

    const refused = await server.reviewer.post(`/moderation/withdrawals/${w.id}/reject/`, {
      reason: 'The new number is not the organiser’s',
    });
    expect(refused.status).toBe(200);
    // Paid: 144 750 and the fee's half of 10 500; given back: the other 150 000.
    expect(await money(w.owner, w.shortCode)).toMatchObject({
      raised: 50_000_000,
      withdrawn: 14_475_000,
      fee: 525_000,
      blocked: 0,
      available: 35_000_000,
    });
    expect((await withdraw(w.owner, w.shortCode, 500_000)).status).toBe(409);
    const ours = new Set((await payoutsOf(w.id)).map((p) => p.id));
    expect((await simPayouts()).filter((p) => ours.has(p.OriginatorConversationID) && p.paid)).toHaveLength(1);
    expect(await reconciled()).toMatchObject({ code: 0 });
  });
});

describe('an account Daraja refuses', () => {
  it('fails its own withdrawal with the reason, pauses no other payout, and cannot be set any more', async () => {
    const w = await server.approvedWithdrawal({ raised: [2_000], amount: 1_000 });
    // A destination set before accounts were limited to Daraja's 13 characters.
    await db()
      .updateTable('payout_destinations')
      .set({ kind: 'paybill', phone: null, paybill: '400200', account: 'PATIENT-0042-2026-X' })
      .where('fundraiser_id', '=', await fundraiserId(w.shortCode))
      .execute();
    await coolingEnds(w.shortCode);
    const failed = await waitForWithdrawal(w.owner, w.id, ['paid', 'failed']);
    expect(failed).toMatchObject({ status: 'failed', failure_code: '400.002.02' });
    expect(await money(w.owner, w.shortCode)).toMatchObject({ blocked: 0, withdrawn: 0, available: 200_000 });
    expect((await server.reviewer.get('/moderation/payouts/')).body.data.paused).toBe(false);

    // Someone else's withdrawal is paid meanwhile.
    const other = await server.approvedWithdrawal({ raised: [1_000], amount: 1_000 });
    await coolingEnds(other.shortCode);
    expect((await waitForWithdrawal(other.owner, other.id, ['paid', 'failed'])).status).toBe('paid');

    const put = await w.owner.request(`/fundraisers/${w.shortCode}/payout-destination/`, {
      method: 'PUT',
      json: { kind: 'paybill', paybill: '400200', account: 'PATIENT-0042-2', current_password: STRONG_PASSWORD },
    });
    expect(put.status).toBe(400);
    expect(put.body.errors.account).toEqual([
      'The account number is at most 13 letters and digits, as M-Pesa takes it',
    ]);
  });
});

describe('a result that says the money did not move', () => {
  it('is asked about first: a forged failure releases nothing, and the payout M-Pesa made is counted', async () => {
    const w = await server.approvedWithdrawal({
      raised: [1_000],
      amount: 1_000,
      destination: { kind: 'mpesa', phone: '254700009999' },
    });
    await coolingEnds(w.shortCode);
    const [payout] = await payoutsWhen(w.id, (rows) => rows[0]?.status === 'sent');
    const token = payoutToken(loadEnv(server.env).JWT_SECRET, payout!.id);
    const forged = await new Session(undefined, server.api).post(`/payments/payouts/${token}/result/`, {
      Result: {
        ResultType: 0,
        ResultCode: 2040,
        ResultDesc: 'Credit Party customer type can’t be supported by the service.',
        OriginatorConversationID: payout!.id,
        ConversationID: 'AG_forged',
        TransactionID: 'MBN0000000',
      },
    });
    expect(forged.status).toBe(200);
    const paid = await withdrawalWhen(w.owner, w.id, (d) => d.status === 'paid' || d.status === 'failed');
    expect(paid).toMatchObject({ status: 'paid', payouts: [{ status: 'paid', result_code: 0 }] });
    expect(await money(w.owner, w.shortCode)).toMatchObject({ withdrawn: 96_500, fee: 3_500, blocked: 0 });
  });
});

describe('a treasurer', () => {
  it('refuses a withdrawal with a reason before it is sent; the owner and strangers cannot', async () => {
    const f = await server.ownerWithMoney([3_000]);
    const treasurer = await addTreasurer(f.owner, f.shortCode, server.api);
    const id = (await withdraw(f.owner, f.shortCode, 2_000)).body.data.id as string;

    const stranger = (await server.ownerWithMoney([])).owner;
    expect((await stranger.post(`/withdrawals/${id}/reject/`, { reason: 'Not mine to say' })).status).toBe(404);
    expect((await f.owner.post(`/withdrawals/${id}/reject/`, { reason: 'Changed my mind' })).status).toBe(403);
    const empty = await treasurer.session.post(`/withdrawals/${id}/reject/`, { reason: ' ' });
    expect(empty.status).toBe(400);

    const refused = await treasurer.session.post(`/withdrawals/${id}/reject/`, {
      reason: 'The committee has not agreed on the hospital yet',
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      message: 'Withdrawal refused; what was not paid is available again',
      data: {
        status: 'rejected',
        rejection_reason: 'The committee has not agreed on the hospital yet',
        rejected_as: 'treasurer',
      },
    });
    const listed = (await treasurer.session.get(`/fundraisers/${f.shortCode}/money/withdrawals/`)).body.data;
    expect(listed).toEqual([expect.objectContaining({ id, can_refuse: false })]);
    expect(await money(f.owner, f.shortCode)).toMatchObject({ blocked: 0, available: 300_000 });
    const again = await treasurer.session.post(`/withdrawals/${id}/reject/`, { reason: 'Twice' });
    expect(again.status).toBe(409);
  });
});

describe('the name M-Pesa gives and the first look', () => {
  it('keeps a mismatched number held when the owner sets it again, and reviews withdrawals until KES 10 000 is paid out', async () => {
    const phone = freshPhone();
    const w = await server.approvedWithdrawal({
      raised: [5_000],
      amount: 1_000,
      destination: { kind: 'mpesa', phone },
      mpesaName: 'Peter Kamau',
    });
    await coolingEnds(w.shortCode);
    expect((await waitForWithdrawal(w.owner, w.id, ['paid', 'failed'])).status).toBe('paid');
    const id = await fundraiserId(w.shortCode);
    const check = () =>
      db()
        .selectFrom('payout_destinations')
        .select('name_check')
        .where('fundraiser_id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await check()).toEqual({ name_check: 'mismatch' });

    // The same number confirmed again by the owner: still a reviewer's to lift.
    await server.setDestination(w.owner, w.shortCode, w.codesTo, { kind: 'mpesa', phone });
    expect(await check()).toEqual({ name_check: 'mismatch' });

    // KES 1 000 paid out so far: a small second withdrawal still waits for a reviewer.
    const second = (await withdraw(w.owner, w.shortCode, 100)).body.data.id as string;
    expect((await w.owner.get(`/withdrawals/${second}/`)).body.data.review).toBe('waiting');
  });

  it('no longer reviews a small withdrawal once KES 10 000 has been paid out', async () => {
    const w = await server.approvedWithdrawal({ raised: [12_000], amount: 10_000 });
    expect((await w.owner.get(`/withdrawals/${w.id}/`)).body.data.review).toBe('done');
    await coolingEnds(w.shortCode);
    expect((await waitForWithdrawal(w.owner, w.id, ['paid', 'failed'])).status).toBe('paid');
    const next = (await withdraw(w.owner, w.shortCode, 100)).body.data.id as string;
    expect((await w.owner.get(`/withdrawals/${next}/`)).body.data.review).toBe('not_needed');
  });
});
