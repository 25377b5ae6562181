import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { startPayoutServer, waitForWithdrawal, type PayoutServer } from '#tests/support/payouts.ts';
import { payerReverses, refundsWhenEnded, statementFile } from '#tests/support/refunds.ts';
import { money, withdraw } from '#tests/support/withdrawals.ts';
import { loadEnv } from '#server/env.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';

// Reversals M-Pesa makes without us (D-259): a payer's own reversal (456) shows only in the paybill's
// statement; `reconcile --statement` finds it, debits the gift's fundraiser once, tells the owner,
// and when the money was already paid out leaves it owed and tells reviewers. Our own reversals
// (refunds) in the statement are not taken twice; a credited receipt missing from it is a difference.

let server: PayoutServer;
beforeAll(async () => {
  server = await startPayoutServer('statement');
}, 60_000);
afterAll(() => server?.dispose());

/** Every M-Pesa receipt this server credited: the part of the shared simulator's statement that is ours. */
const ourReceipts = async () =>
  (
    await server.db().selectFrom('donations').select('mpesa_receipt').where('mpesa_receipt', 'is not', null).execute()
  ).map((d) => d.mpesa_receipt!);
const receiptOf = async (donationId: string) =>
  (
    await server
      .db()
      .selectFrom('donations')
      .select('mpesa_receipt')
      .where('id', '=', donationId)
      .executeTakeFirstOrThrow()
  ).mpesa_receipt!;
const reconcileWith = async (dropPaidIn: string[] = []) =>
  adminCliOn(
    server.env,
    'reconcile',
    '--statement',
    await statementFile(loadEnv(server.env).DARAJA_SHORTCODE, await ourReceipts(), dropPaidIn),
  );

describe('a reversal found in M-Pesa statement', () => {
  it('debits the gift from the right fundraiser once, tells its owner, and reconciles clean', async () => {
    const f = await server.ownerWithMoney([700, 1_500]);
    const other = await server.ownerWithMoney([1_500]);
    const receipt = await receiptOf(f.gifts[1]!.id);
    const reversal = await payerReverses(receipt);

    const first = await reconcileWith();
    expect(first.out).toContain(
      `M-Pesa reversal ${reversal} of KES 1,500 (${f.shortCode}): debited from its fundraiser`,
    );
    expect(first.code, first.out).toBe(0);
    expect(await money(f.owner, f.shortCode)).toMatchObject({ raised: 70_000, available: 70_000, owed: 0 });
    // The other fundraiser's gift of the same amount is untouched.
    expect(await money(other.owner, other.shortCode)).toMatchObject({ raised: 150_000, available: 150_000 });
    const told = (await outbox(f.ownerEmail, server.api)).filter((m) => m.subject.includes('reversed by M-Pesa'));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(receipt);

    // Read again, the statement changes nothing: the reversal is found once.
    const again = await reconcileWith();
    expect(again.code, again.out).toBe(0);
    expect(again.out).not.toContain('M-Pesa reversal');
    expect(await money(f.owner, f.shortCode)).toMatchObject({ raised: 70_000 });
    const kept = await server
      .db()
      .selectFrom('fundraiser_balances')
      .select(['raised_minor', 'supporters'])
      .where('fundraiser_id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect([Number(kept.raised_minor), Number(kept.supporters)]).toEqual([70_000, 1]);
    expect((await reconcile(server.db())).differences).toEqual([]);

    // The payer has it back already: it never goes back again, asked for or taken down.
    const donor = new Session(undefined, server.api);
    const asked = await donor.post(`/donations/${f.gifts[1]!.id}/refund-request/`, { reason: 'Wrong fundraiser' });
    expect(asked.status).toBe(409);
    const down = await server.reviewer.post(`/moderation/fundraisers/${f.shortCode}/take-down/`, {
      reason: 'Impersonates a victim',
      refund: true,
    });
    expect(down.body.data).toEqual({ refunds: 1, total: 70_000 });
    expect((await refundsWhenEnded(f.owner, f.shortCode)).map((r) => [r.gift, r.status])).toEqual([
      [70_000, 'returned'],
    ]);
    expect((await reconcile(server.db())).differences).toEqual([]);
  });

  it('leaves what was already paid out owed, repaid by the next gifts, and tells reviewers', async () => {
    const w = await server.approvedWithdrawal({ raised: [1_000, 2_000], amount: 2_500 });
    await waitForWithdrawal(w.owner, w.id, ['paid']);
    const reversal = await payerReverses(await receiptOf(w.gifts[1]!.id));
    const found = await reconcileWith();
    expect(found.code, found.out).toBe(0);
    // KES 3 000 raised and 2 500 withdrawn (its fee within it): 500 was held, so 1 500 of the 2 000 is owed.
    expect(found.out).toContain(
      `M-Pesa reversal ${reversal} of KES 2,000 (${w.shortCode}): debited from its fundraiser, KES 1,500 owed`,
    );
    expect(await money(w.owner, w.shortCode)).toMatchObject({ raised: 100_000, available: 0, owed: 150_000 });
    expect((await withdraw(w.owner, w.shortCode, 100)).status).toBe(409);
    // The next gift repays the debt first: of KES 2 000, 500 is available.
    await server.giftTo(w.shortCode, 2_000);
    expect(await money(w.owner, w.shortCode)).toMatchObject({ raised: 300_000, available: 50_000, owed: 0 });
    const alerts = (await outbox(server.reviewerEmail, server.api)).filter((m) => m.subject.includes(reversal));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('KES 1,500 of it had already been paid out');
    const owner = (await outbox(w.ownerEmail, server.api)).find((m) => m.subject.includes('reversed by M-Pesa'));
    expect(owner?.text).toContain('KES 1,500 of it had already been withdrawn');
  });

  it('does not take our own refund by reversal twice, and names a credited receipt missing from the statement', async () => {
    const f = await server.ownerWithMoney([900, 400]);
    expect(
      (
        await server.reviewer.post(`/moderation/fundraisers/${f.shortCode}/take-down/`, {
          reason: 'Fraud',
          refund: true,
        })
      ).status,
    ).toBe(202);
    expect((await refundsWhenEnded(f.owner, f.shortCode)).map((r) => r.status)).toEqual(['returned', 'returned']);
    const clean = await reconcileWith();
    expect(clean.code, clean.out).toBe(0);
    expect(clean.out).not.toContain('M-Pesa reversal');

    // Dropped from the statement, with a later payment so that it falls within the period it covers.
    const kept = await server.ownerWithMoney([300, 200]);
    const missing = await receiptOf(kept.gifts[0]!.id);
    const short = await reconcileWith([missing]);
    expect(short.code).toBe(1);
    expect(short.out).toContain(`M-Pesa receipt ${missing} is credited but not in M-Pesa's statement`);
  });
});
