import { sql } from 'kysely';
import { hashPassword } from '#server/auth/passwords.ts';
import { createDb, type Db } from '#server/db/client.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedReferenceData } from '#server/db/seed/reference-data.ts';
import { fundraiserBatch, startTimes } from './fundraiser-rows.ts';
import { createFundraiserIndex, seedDonations, type DonationPlan } from './seed-donations.ts';
import { seedSqlFor } from './seed-sql.ts';

// Fills a throwaway database at M-Changa size: the server's own migrations and reference data
// first (as createDeps does at start), then the fundraisers in batches written by the script,
// then the donations, credits and balances in set-based SQL.

/** Where the database is: a PostgreSQL URL, or a data folder for SQLite's harambee.db. */
export interface SeedTarget {
  databaseUrl?: string;
  dataDir: string;
}

export interface SeedTimings {
  migrateSeconds: number;
  fundraisersSeconds: number;
  donationsSeconds: number;
  /** PostgreSQL only: VACUUM ANALYZE, what autovacuum would do within minutes of such a load. */
  settleSeconds: number;
  totalSeconds: number;
}

/** Rows per INSERT: 21 columns of details stay far under both databases' limit on parameters. */
const BATCH = 500;

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

type IndexDb = { bench_seed_fundraisers: { ix: number; id: string; created_ms: number } };

async function seedFundraisers(db: Db, plan: DonationPlan, progress: (line: string) => void) {
  // Every owner's password is the same hash: hashing 100 000 times would take hours and prove nothing.
  const passwordHash = await hashPassword('Bench#Owner-2026');
  const times = startTimes(plan.fundraisers, plan.now);
  await createFundraiserIndex(db);
  const withIndex = db.withTables<IndexDb>();
  for (let from = 1; from <= plan.fundraisers; from += BATCH) {
    const to = Math.min(plan.fundraisers, from + BATCH - 1);
    const batch = fundraiserBatch(from, to, times, passwordHash);
    await withIndex.transaction().execute(async (trx) => {
      await trx.insertInto('users').values(batch.users).execute();
      await trx.insertInto('fundraisers').values(batch.fundraisers).execute();
      await trx.insertInto('fundraiser_details').values(batch.details).execute();
      await trx.insertInto('bench_seed_fundraisers').values(batch.index).execute();
    });
    if (to % 20_000 === 0 || to === plan.fundraisers)
      progress(`fundraisers ${to.toLocaleString('en')} / ${plan.fundraisers.toLocaleString('en')}`);
  }
}

export async function seedBigDatabase(target: SeedTarget, plan: DonationPlan, log: (line: string) => void) {
  const { db, dialect } = createDb(target);
  const started = performance.now();
  const timings: Partial<SeedTimings> = {};
  let step = started;
  const progress = (line: string) => log(`  ${line} (${seconds(started)} s)`);
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    timings.migrateSeconds = seconds(step);
    // Only this seeding connection skips waiting for the disk and keeps a large page cache (random
    // UUID keys touch every page of their indexes); the server opens its own with its own settings.
    if (dialect === 'sqlite') {
      await sql`pragma synchronous = off`.execute(db);
      await sql`pragma cache_size = -262144`.execute(db);
    }
    step = performance.now();
    await seedFundraisers(db, plan, progress);
    timings.fundraisersSeconds = seconds(step);
    step = performance.now();
    await seedDonations(db, seedSqlFor(dialect), plan, progress);
    timings.donationsSeconds = seconds(step);
    step = performance.now();
    // SQLite is left as the product leaves it: nothing in the server runs ANALYZE there.
    if (dialect === 'postgres') {
      await sql`vacuum analyze`.execute(db);
      progress('vacuum analyze');
    }
    timings.settleSeconds = seconds(step);
  } finally {
    // SQLite writes the WAL back into the file on close: part of the seeding's time.
    await db.destroy();
  }
  return { ...timings, totalSeconds: seconds(started) } as SeedTimings;
}
