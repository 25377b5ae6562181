import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, type Db } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed/reference-data.ts';
import { findWithdrawal } from '#server/db/repositories/withdrawals.repository.ts';
import type { Deps } from '#server/deps.ts';
import { loadEnv } from '#server/env.ts';
import { moneyOf } from '#server/money/ledger/balance.ts';
import { reconcile } from '#server/money/ledger/reconcile.ts';
import { cancelWithdrawal, requestWithdrawal } from '#server/money/out/withdrawals.ts';
import { confirmEntry, recordEntry } from '#server/money/cash-book/entries.ts';
import { nairobiDate } from '#shared/cash-book.ts';
import { dialect } from '#tests/support/api.ts';
import { createPgDatabase } from '#tests/setup/pg-database.ts';
import { liveFundraiserIn } from '#tests/support/own-server.ts';
import { pay, payByPaybill, payOut } from '#tests/support/ledger-steps.ts';

// The ledger (D-199, D-200, D-208) under randomised runs of what happens to a fundraiser's money,
// on the suite's database engine (a database of its own): donations paid (their success sometimes
// told twice at once, as a duplicate callback racing a status query), failed, withdrawals requested
// for any amount and cancelled, twice at once, and withdrawals paid out, failed by M-Pesa or left
// waiting for funding, each answer sometimes told twice at once, and paybill payments (D-213),
// their confirmations told twice and their accounts mistyped, and cash book entries (D-238)
// confirmed, sometimes twice at once: raised, never available. After every step nothing available
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
  | { kind: 'paybill'; kes: number; typo: boolean; twice: boolean }
  | { kind: 'cash'; kes: number; twice: boolean };

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
  fc.record({ kind: fc.constant('cash' as const), kes: fc.integer({ min: 10, max: 200_000 }), twice: fc.boolean() }),
  fc.record({
    kind: fc.constant('payout' as const),
    pick: fc.nat(),
    code: fc.constantFrom('0' as const, '2040' as const, '1' as const),
    twice: fc.boolean(),
  }),
);

/** An account that is the fundraiser's active treasurer (D-205), straight in the database. */
async function treasurerOf(fundraiserId: string, ownerId: string) {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      email_address: `${id}@example.test`,
      firstname: 'Mercy',
      lastname: 'W',
      is_verified: 1,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await db
    .insertInto('fundraiser_treasurers')
    .values({
      id: randomUUID(),
      fundraiser_id: fundraiserId,
      email_address: `${id}@example.test`,
      token_hash: null,
      expires_at: now,
      invited_by: ownerId,
      invited_at: now,
      user_id: id,
      accepted_at: now,
      removed_at: null,
    })
    .execute();
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst())!;
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
        // The fundraiser's one treasurer, who confirms the owner's cash entries (D-237).
        const treasurer = await treasurerOf(f.id, owner.id);
        const model = { raised: 0, cash: 0, blocked: 0, withdrawn: 0, fee: 0 };
        // Withdrawals still requested (cancellable, payable).
        const open: { id: string; minor: number }[] = [];
        for (const s of steps) {
          if (s.kind === 'donation') {
            await pay(deps(), f.id, s.kes, s.paid, s.toldTwice);
            if (s.paid) model.raised += s.kes * 100;
          } else if (s.kind === 'withdraw') {
            const fits = s.kes * 100 <= model.raised - model.cash - model.blocked - model.withdrawn - model.fee;
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
          } else if (s.kind === 'cash') {
            const access = { fundraiser, treasurers: [treasurer.id] };
            const entry = {
              amount: s.kes,
              anonymous: true,
              received_on: nairobiDate(Date.now()),
              note: 'At the church',
            };
            const recorded = await recordEntry(deps(), access, owner, entry, null, unkeyed());
            const row = (await db
              .selectFrom('cash_entries')
              .selectAll()
              .where('id', '=', recorded.body.data.id)
              .executeTakeFirst())!;
            const tries = await Promise.allSettled(
              Array.from({ length: s.twice ? 2 : 1 }, () => confirmEntry(deps(), access, row, treasurer)),
            );
            expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(1);
            model.raised += s.kes * 100;
            model.cash += s.kes * 100;
          } else if (s.kind === 'paybill') {
            await payByPaybill(deps(), f.shortCode, s.kes, s.typo, s.twice);
            model.raised += s.kes * 100;
          } else if (s.kind === 'payout' && open.length) {
            const [target] = open.splice(s.pick % open.length, 1);
            await payOut(deps(), target!.id, s.code, s.twice);
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
