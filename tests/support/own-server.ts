import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createDb, type Db } from '#server/db/client.ts';
import { takeAccountNumber } from '#server/db/repositories/account-numbers.repository.ts';
import { freePort } from '#tests/setup/free-port.ts';
import { createPgDatabase } from '#tests/setup/pg-database.ts';
import { startServerProcess } from '#tests/setup/server-process.ts';

// A server process of a test's own, for what the suite's shared server must not go through: being
// killed mid-request and restarted on the same data. Same settings as the suite's server, but its
// own port, data folder and (on the postgres project) its own database, made like the suite's.

export async function startOwnServer(label: string, overrides: Record<string, string> = {}) {
  const suite = inject('serverEnv');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `harambee-${label}-`));
  const shellDir = path.join(dataDir, 'web');
  fs.mkdirSync(shellDir, { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'media')); // served from the start, before any upload
  for (const file of ['index.html', 'public-page.html'])
    fs.copyFileSync(path.join(suite.WEB_DIST_DIR!, file), path.join(shellDir, file));
  const database = suite.DATABASE_URL ? await createPgDatabase(suite.DATABASE_URL, 'harambee_own') : undefined;
  const port = await freePort();
  const env: Record<string, string> = {
    ...suite,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    WEB_DIST_DIR: shellDir,
    SEED_DEMO: '0',
    ...(database && { DATABASE_URL: database.url }),
    ...overrides,
  };
  let process_ = await startServerProcess(env, label);
  let db: Db | undefined;
  // Paybill accounts count from the same number in every new database, and the simulator confirms
  // a payment to whichever server registered its C2B URLs last: a payment of another file's server
  // could name this one's fundraiser. Each server of a test's own counts from a place of its own.
  const counted = createDb({ databaseUrl: env.DATABASE_URL, dataDir });
  await counted.db
    .updateTable('counters')
    .set({ value: sql`value + ${randomInt(1, 50) * 1_000_000}` })
    .where('name', '=', 'account_number')
    .execute();
  await counted.db.destroy();
  return {
    api: `http://127.0.0.1:${port}/api`,
    /** Its settings: a second instance on the same database starts from these. */
    env,
    mediaDir: path.join(dataDir, 'media'),
    /** The database this server uses, opened through the server's own client code. */
    db: () => (db ??= createDb({ databaseUrl: env.DATABASE_URL, dataDir }).db),
    crash: () => process_.crash(),
    /** Starts it again on the same port, data folder and database (after a crash or a stop). */
    restart: async () => {
      await process_.stop();
      process_ = await startServerProcess(env, label);
    },
    dispose: async () => {
      await process_.stop();
      await db?.destroy();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type OwnDb = ReturnType<Awaited<ReturnType<typeof startOwnServer>>['db']>;

/**
 * A live fundraiser straight in the server's database (this server seeds nothing), of a new user
 * or of `ownerId`, a user made through the API.
 */
export async function liveFundraiserIn(db: OwnDb, ownerId?: string) {
  const now = new Date().toISOString();
  const user = ownerId ?? randomUUID();
  if (!ownerId)
    await db
      .insertInto('users')
      .values({
        id: user,
        email_address: `${user}@example.test`,
        firstname: 'Amani',
        lastname: 'Otieno',
        is_verified: 1,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
  const id = randomUUID();
  const shortCode = randomUUID().slice(0, 8);
  const accountNumber = await takeAccountNumber(db);
  await db
    .insertInto('fundraisers')
    .values({
      id,
      short_code: shortCode,
      account_number: accountNumber,
      user_id: user,
      category_id: 1,
      status: 'live',
      currency: 'KES',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  return { id, shortCode, accountNumber };
}
