import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#tests/support/accounts.ts';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { startPayoutServer, waitForWithdrawal, type PayoutServer } from '#tests/support/payouts.ts';

// Reconcile against the money's own truth (D-246), on a server of its own: a paid payout is asked
// about once more and matches what M-Pesa says; `npm run admin -- reconcile` exits non-zero on a
// ledger doctored each way the battery broke it; and the payouts worker proves each withdrawal it
// closes, telling reviewers (in /review and by e-mail) when its money does not add up.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('payouts-reconcile');
}, 60_000);
afterAll(() => server?.dispose());

const db = () => server.db();
const reconciled = () => adminCliOn(server.env, 'reconcile');

/** Polls a payout of the withdrawal until M-Pesa's word on it is recorded (or fails after ~30 s). */
async function verifiedPayout(withdrawalId: string) {
  for (let i = 0; i < 150; i++) {
    const payout = await db()
      .selectFrom('payouts')
      .selectAll()
      .where('withdrawal_id', '=', withdrawalId)
      .executeTakeFirst();
    if (payout?.verified_at) return payout;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no payout of ${withdrawalId} was verified`);
}

/** Changes the database for one check, then puts it back: each doctoring is seen alone. */
async function doctored(change: () => Promise<unknown>, undo: () => Promise<unknown>) {
  await change();
  try {
    return await reconciled();
  } finally {
    await undo();
  }
}

describe('reconcile against M-Pesa', () => {
  it('finds a paid payout confirmed, and every doctored ledger, exiting non-zero', async () => {
    const w = await server.approvedWithdrawal({ raised: [1_000], amount: 1_000 });
    expect((await waitForWithdrawal(w.owner, w.id, ['paid', 'failed'])).status).toBe('paid');
    const payout = await verifiedPayout(w.id);
    expect(payout).toMatchObject({
      verified_result: 'Completed',
      verified_amount_minor: payout.amount_minor,
      verified_receipt: payout.mpesa_receipt,
    });
    expect(await reconciled()).toMatchObject({ code: 0, out: expect.stringMatching(/no difference\.$/) });
    const fundraiserId = payout.fundraiser_id;

    // A release of money already paid (the battery's "paid twice"): the block goes below zero.
    const releaseId = randomUUID();
    const released = await doctored(
      () =>
        db()
          .insertInto('ledger_entries')
          .values({
            id: releaseId,
            fundraiser_id: fundraiserId,
            kind: 'release',
            amount_minor: 100_000,
            source_id: w.id,
            available_at: null,
            created_at: new Date().toISOString(),
          })
          .execute(),
      () => db().deleteFrom('ledger_entries').where('id', '=', releaseId).execute(),
    );
    expect(released.code).not.toBe(0);
    expect(released.out).toContain(`withdrawal ${w.id} (paid): more left its block than was blocked (-100000)`);

    // M-Pesa says it paid another amount than we counted.
    const mismatch = await doctored(
      () => db().updateTable('payouts').set({ verified_amount_minor: 100 }).where('id', '=', payout.id).execute(),
      () =>
        db()
          .updateTable('payouts')
          .set({ verified_amount_minor: payout.verified_amount_minor })
          .where('id', '=', payout.id)
          .execute(),
    );
    expect(mismatch.code).not.toBe(0);
    expect(mismatch.out).toContain(`payout ${payout.id}: counted ${payout.amount_minor}`);

    // A paid payout M-Pesa never confirmed, long ago.
    const unconfirmed = await doctored(
      () =>
        db()
          .updateTable('payouts')
          .set({ verified_at: null, finished_at: '2026-01-01T00:00:00.000Z' })
          .where('id', '=', payout.id)
          .execute(),
      () =>
        db()
          .updateTable('payouts')
          .set({ verified_at: payout.verified_at, finished_at: payout.finished_at })
          .where('id', '=', payout.id)
          .execute(),
    );
    expect(unconfirmed.code).not.toBe(0);
    expect(unconfirmed.out).toContain(`payout ${payout.id}: paid 2026-01-01T00:00:00.000Z, not confirmed by M-Pesa`);

    // One receipt counted by two donations.
    const other = await server.ownerWithMoney([100, 200]);
    const gifts = await db()
      .selectFrom('donations as d')
      .innerJoin('fundraisers as f', 'f.id', 'd.fundraiser_id')
      .select(['d.id', 'd.mpesa_receipt'])
      .where('f.short_code', '=', other.shortCode)
      .execute();
    const twice = await doctored(
      () =>
        db()
          .updateTable('donations')
          .set({ mpesa_receipt: gifts[0]!.mpesa_receipt })
          .where('id', '=', gifts[1]!.id)
          .execute(),
      () =>
        db()
          .updateTable('donations')
          .set({ mpesa_receipt: gifts[1]!.mpesa_receipt })
          .where('id', '=', gifts[1]!.id)
          .execute(),
    );
    expect(twice.code).not.toBe(0);
    expect(twice.out).toContain(`M-Pesa receipt ${gifts[0]!.mpesa_receipt} counted 2 times`);

    // A kept sum below zero.
    const negative = await doctored(
      () =>
        db()
          .updateTable('fundraiser_balances')
          .set({ blocked_minor: -5 })
          .where('fundraiser_id', '=', fundraiserId)
          .execute(),
      () =>
        db()
          .updateTable('fundraiser_balances')
          .set({ blocked_minor: 0 })
          .where('fundraiser_id', '=', fundraiserId)
          .execute(),
    );
    expect(negative.code).not.toBe(0);
    expect(negative.out).toContain(`${fundraiserId}: kept blocked_minor is negative`);

    expect(await reconciled()).toMatchObject({ code: 0 });
    // Seven runs of the admin command, each its own process (about 2 s apiece on this machine).
  }, 120_000);

  it('proves each withdrawal the worker closes, and tells reviewers of a difference', async () => {
    const w = await server.approvedWithdrawal({
      raised: [2_000],
      amount: 1_000,
      destination: { kind: 'mpesa', phone: '254700009999' },
    });
    // M-Pesa paid something for it that the ledger never heard of (written behind the books' back).
    const stray = randomUUID();
    const now = new Date().toISOString();
    await db()
      .insertInto('payouts')
      .values({
        id: stray,
        withdrawal_id: w.id,
        fundraiser_id: (
          await db().selectFrom('withdrawals').select('fundraiser_id').where('id', '=', w.id).executeTakeFirstOrThrow()
        ).fundraiser_id,
        part: 9,
        amount_minor: 5_000,
        channel: 'b2c',
        party_b: '254700009999',
        account_reference: null,
        status: 'paid',
        token_hash: randomUUID(),
        conversation_id: null,
        daraja_originator_id: null,
        result_code: '0',
        result_desc: null,
        mpesa_receipt: 'SGSTRAY001',
        receiver_name: null,
        claimed_until: null,
        next_check_at: null,
        queries: 0,
        sent_at: now,
        finished_at: now,
        created_at: now,
        updated_at: now,
        verified_at: now,
        verified_result: 'Completed',
        verified_amount_minor: 5_000,
        verified_receipt: 'SGSTRAY001',
        verify_after: null,
      })
      .execute();
    expect((await waitForWithdrawal(w.owner, w.id, ['paid', 'failed'])).status).toBe('paid');

    let differences: { withdrawal_id: string | null; text: string }[] = [];
    for (let i = 0; i < 50 && differences.length === 0; i++) {
      differences = (await server.reviewer.get('/moderation/payouts/')).body.data.differences;
      if (differences.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(differences).toContainEqual(
      expect.objectContaining({
        withdrawal_id: w.id,
        text: `withdrawal ${w.id}: payout ${stray} is paid with no entry`,
      }),
    );
    const mails = await outbox(server.reviewerEmail, server.api);
    expect(mails.find((m) => m.subject === 'The books differ: a withdrawal does not reconcile')?.text).toContain(
      `Withdrawal ${w.id} was just closed`,
    );
  });
});
