import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed/reference-data.ts';
import { findDonation, insertDonation } from '#server/db/repositories/donations.repository.ts';
import { findWithdrawal } from '#server/db/repositories/withdrawals.repository.ts';
import type { Deps } from '#server/deps.ts';
import { loadEnv } from '#server/env.ts';
import { settle } from '#server/services/payments/settle.ts';
import { moneyOf } from '#server/services/money/balance.ts';
import { reconcile } from '#server/services/money/reconcile.ts';
import { cancelWithdrawal, requestWithdrawal } from '#server/services/money/withdrawals.ts';
import { submitApproved } from '#server/services/money/payouts/make-payouts.ts';
import { settlePayout } from '#server/services/money/payouts/settle-payout.ts';
import { recordPaybillPayment } from '#server/services/paybill/paybill.ts';
import { dialect } from '#tests/support/api.ts';
import { createPgDatabase } from '#tests/setup/pg-database.ts';
import { liveFundraiserIn } from '#tests/support/own-server.ts';

// The ledger (D-199, D-200, D-208) under randomised runs of what happens to a fundraiser's money,
// on the suite's database engine (a database of its own): donations paid (their success sometimes
// told twice at once, as a duplicate callback racing a status query), failed, withdrawals requested
// for any amount and cancelled, twice at once, and withdrawals paid out, failed by M-Pesa or left
// waiting for funding, each answer sometimes told twice at once, and paybill payments (D-213),
// their confirmations told twice and their accounts mistyped. After every step nothing available
// is negative and the balance is what a plain model of the rules says; after every run `reconcile`
// finds no difference.

let db: Db;
let dispose: () => Promise<unknown>;
beforeAll(async () => {
  if (dialect() === 'postgres') {
    const database = await createPgDatabase(inject('serverEnv').DATABASE_URL!, 'ledger_property');
    db = createDb({ databaseUrl: database.url, dataDir: os.tmpdir() }).db;
    dispose = async () => {
      await db.destroy();
      await database.drop();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-property-'));
    db = createDb({ dataDir: dir }).db;
    dispose = async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  await migrateToLatest(db);
  await seedReferenceData(db);
}, 60_000);
afterAll(() => dispose?.());

const env = loadEnv({ ESCROW_BUSINESS_DAYS: '0', PLATFORM_FEE_PERCENT: '3.5' });
// What the money services use of the server's parts: texts and mails only go to the outbox here.
const deps = () =>
  ({
    db,
    env,
    mailer: { send: async () => {} },
    sms: { wake: () => {} },
    payments: { testMode: true },
  }) as unknown as Deps;
const unkeyed = () => ({ id: randomUUID(), supersedes: null, complete: async () => {} });

type Step =
  | { kind: 'donation'; kes: number; paid: boolean; toldTwice: boolean }
  | { kind: 'withdraw'; kes: number }
  | { kind: 'cancel'; pick: number; twice: boolean }
  | { kind: 'payout'; pick: number; code: '0' | '2040' | '1'; twice: boolean }
  | { kind: 'paybill'; kes: number; typo: boolean; twice: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('donation' as const),
    kes: fc.integer({ min: 10, max: 250_000 }),
    paid: fc.boolean(),
    toldTwice: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), kes: fc.integer({ min: 11, max: 400_000 }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(), twice: fc.boolean() }),
  fc.record({
    kind: fc.constant('paybill' as const),
    kes: fc.integer({ min: 1, max: 150_000 }),
    typo: fc.boolean(),
    twice: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('payout' as const),
    pick: fc.nat(),
    code: fc.constantFrom('0' as const, '2040' as const, '1' as const),
    twice: fc.boolean(),
  }),
);

/**
 * Approves a withdrawal (its approvals and review are other tests' subject) and answers each of
 * its payouts with `code`, as the worker would make them, until it is paid, failed or waiting.
 */
async function payOut(withdrawalId: string, code: '0' | '2040' | '1', twice: boolean) {
  await db
    .updateTable('withdrawals')
    .set({ status: 'approved', reviewed_at: new Date().toISOString() })
    .where('id', '=', withdrawalId)
    .execute();
  await submitApproved(deps());
  for (;;) {
    const payout = await db
      .selectFrom('payouts')
      .selectAll()
      .where('withdrawal_id', '=', withdrawalId)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (!payout) return;
    await db.updateTable('payouts').set({ status: 'sent' }).where('id', '=', payout.id).execute();
    const kes = Number(payout.amount_minor) / 100;
    const answer = { code, desc: 'as M-Pesa said', receipt: `SG${payout.id.slice(0, 8).toUpperCase()}` };
    await Promise.all(
      Array.from({ length: twice ? 2 : 1 }, () =>
        settlePayout(deps(), { ...payout, status: 'sent' }, { ...answer, receiverName: `2547 - ${kes}` }),
      ),
    );
  }
}

/**
 * A paybill payment to the fundraiser's account (D-213), its confirmation sometimes told twice at
 * once; the donor sometimes types the code with a look-alike (O for 0, lower case, spaces).
 */
async function payByPaybill(shortCode: string, kes: number, typo: boolean, twice: boolean) {
  const transId = `T${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`;
  const account = typo ? ` ${shortCode.toLowerCase().replaceAll('0', 'o')} ` : shortCode;
  const facts = {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20261126101500',
    TransAmount: `${kes}.00`,
    BusinessShortCode: '174379',
    BillRefNumber: account,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '2547 ***** 126',
    FirstName: 'John',
    MiddleName: '',
    LastName: 'Doe',
    raw: '{}',
  };
  const told = await Promise.all(Array.from({ length: twice ? 2 : 1 }, () => recordPaybillPayment(deps(), facts)));
  expect(told.filter((t) => t === 'credited')).toHaveLength(1);
}

async function pay(fundraiserId: string, kes: number, paid: boolean, toldTwice: boolean) {
  const id = randomUUID();
  await insertDonation(db, {
    id,
    reference: randomUUID(),
    fundraiser_id: fundraiserId,
    donor_name: 'Wanjiku',
    amount_minor: kes * 100,
    currency: 'KES',
    message: null,
    status: 'pending',
    created_at: new Date().toISOString(),
  });
  const donation = (await findDonation(db, id))!;
  const answer = {
    status: paid ? ('succeeded' as const) : ('cancelled' as const),
    resultCode: paid ? 0 : 1032,
    resultDesc: paid ? 'The service request is processed successfully.' : 'Request cancelled by user',
    mpesaReceipt: paid ? `R${id.slice(0, 9)}` : null,
    checkoutRequestId: `ws_CO_${id}`,
    at: new Date().toISOString(),
  };
  await Promise.all(Array.from({ length: toldTwice ? 2 : 1 }, () => settle(deps(), donation, answer)));
}

describe('the ledger under random runs', () => {
  it('never lets available go below zero, matches the model, and reconciles', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const f = await liveFundraiserIn(db);
        const fundraiser = (await db.selectFrom('fundraisers').selectAll().where('id', '=', f.id).executeTakeFirst())!;
        const owner = (await db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', fundraiser.user_id)
          .executeTakeFirst())!;
        await db
          .insertInto('payout_destinations')
          .values({
            fundraiser_id: f.id,
            kind: 'paybill',
            phone: null,
            paybill: '400200',
            account: 'KNH',
            set_by: owner.id,
            set_at: new Date().toISOString(),
            paid_from: new Date(0).toISOString(),
            name_check: 'ok',
          })
          .execute();
        const model = { raised: 0, blocked: 0, withdrawn: 0, fee: 0 };
        // Withdrawals still requested (cancellable, payable).
        const open: { id: string; minor: number }[] = [];
        for (const s of steps) {
          if (s.kind === 'donation') {
            await pay(f.id, s.kes, s.paid, s.toldTwice);
            if (s.paid) model.raised += s.kes * 100;
          } else if (s.kind === 'withdraw') {
            const fits = s.kes * 100 <= model.raised - model.blocked - model.withdrawn - model.fee;
            const outcome = await requestWithdrawal(
              deps(),
              fundraiser,
              owner,
              { amount: s.kes, purpose: 'School fees' },
              unkeyed(),
            ).catch((err: { status?: number }) => err.status);
            if (fits) {
              expect(outcome).toMatchObject({ status: 201 });
              open.push({ id: (outcome as { body: { data: { id: string } } }).body.data.id, minor: s.kes * 100 });
              model.blocked += s.kes * 100;
            } else expect(outcome).toBe(409);
          } else if (s.kind === 'paybill') {
            await payByPaybill(f.shortCode, s.kes, s.typo, s.twice);
            model.raised += s.kes * 100;
          } else if (s.kind === 'payout' && open.length) {
            const [target] = open.splice(s.pick % open.length, 1);
            await payOut(target!.id, s.code, s.twice);
            const row = (await findWithdrawal(db, target!.id))!;
            expect(row.status).toBe(s.code === '0' ? 'paid' : s.code === '2040' ? 'failed' : 'approved');
            if (s.code !== '1') model.blocked -= target!.minor;
            if (s.code === '0') {
              model.fee += Number(row.fee_minor);
              model.withdrawn += target!.minor - Number(row.fee_minor);
            }
          } else if (s.kind === 'cancel' && open.length) {
            const [target] = open.splice(s.pick % open.length, 1);
            const row = (await findWithdrawal(db, target!.id))!;
            const tries = await Promise.allSettled(
              Array.from({ length: s.twice ? 2 : 1 }, () => cancelWithdrawal(deps(), row)),
            );
            expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
            model.blocked -= target!.minor;
          }
          const money = await moneyOf(db, f.id);
          expect(money.available).toBeGreaterThanOrEqual(0);
          expect(money).toMatchObject({ ...model, held: 0 });
        }
        expect((await reconcile(db)).differences).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
