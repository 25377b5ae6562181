import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '#tests/setup/free-port.ts';
import { createPgDatabase } from '#tests/setup/pg-database.ts';
import { startServer } from '../bench-web/server.ts';
import { stopProcess } from '../bench-web/stop-process.ts';
import type { Cleanup } from './cleanup.ts';
import { shortCodeOf } from './fundraiser-rows.ts';
import { measureRead, type Figures, type MeasureOptions } from './measure.ts';
import { checkBig, hotReads, mostSupported, searchShares, type ReadKey } from './reads.ts';
import type { DonationPlan } from './seed-donations.ts';
import type { SeedTarget, SeedTimings } from './seed-database.ts';

// One database's two runs: the built server on the demo data, then on a throwaway database seeded
// at M-Changa size. Each run creates its database, starts the server, measures every hot read and
// removes it all again; what is still held when something fails, the caller's cleanup removes.

export type DbKind = 'pg' | 'sqlite';
export const DB_NAMES: Record<DbKind, string> = { pg: 'PostgreSQL', sqlite: 'SQLite' };

export interface RunContext {
  cleanup: Cleanup;
  log: (line: string) => void;
  measure: MeasureOptions;
  plan: Omit<DonationPlan, 'now'>;
  /** TEST_DATABASE_URL: any database on the server the throwaway ones are created on. */
  pgBaseUrl?: string;
}

export interface RunResult {
  /** The fundraiser /f/ and the review were measured on. */
  code: string;
  figures: Partial<Record<ReadKey, Figures>>;
  /** Live fundraisers, and how many each search matched. */
  searches: Record<string, number>;
  seed?: SeedTimings;
  reconcile?: { seconds: number; answer: string };
}

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

async function throwawayPg(ctx: RunContext, purpose: string) {
  if (!ctx.pgBaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const database = await createPgDatabase(ctx.pgBaseUrl, `bench_data_${purpose}`);
  const drop = ctx.cleanup.hold(`the database ${new URL(database.url).pathname.slice(1)}`, database.drop);
  return { url: database.url, drop };
}

/** The built server, its simulators on ports of their own so no other run shares or stops them. */
async function start(ctx: RunContext, env: Record<string, string>) {
  const [daraja, sms] = [await freePort(), await freePort()];
  const server = await startServer({ DARAJA_SIM_PORT: String(daraja), SMS_SIM_PORT: String(sms), ...env });
  const stop = ctx.cleanup.hold(`the server on ${server.origin}`, () => server.stop());
  ctx.log(`server on ${server.origin}`);
  return { server, stop };
}

const SEED_CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed-child.ts');

/** Seeds in a child process (seed-child.ts says why), held so that Ctrl-C stops it first. */
async function seed(ctx: RunContext, target: SeedTarget, plan: DonationPlan) {
  const args = ['--import', 'tsx', SEED_CHILD, JSON.stringify(target), JSON.stringify(plan)];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = ctx.cleanup.hold('the seeding process', () => stopProcess(child, exited));
  let timings: SeedTimings | undefined;
  child.on('message', (message) => (timings = message as SeedTimings));
  const code = await exited;
  await stop();
  if (code !== 0 || !timings) throw new Error(`seeding failed (exit ${code ?? child.signalCode})`);
  return timings;
}

async function measureAll(ctx: RunContext, origin: string, code: string) {
  const figures: RunResult['figures'] = {};
  for (const read of hotReads(code)) {
    const f = await measureRead(origin, read, ctx.measure);
    figures[read.key] = f;
    const cut = f.cut ? ` (cut at ${f.n} requests: ${ctx.measure.limitMs / 1000} s limit)` : '';
    ctx.log(`  ${read.path}: median ${ms(f.medianMs)}, p95 ${ms(f.p95Ms)}, ${f.bytes} bytes${cut}`);
  }
  return figures;
}

export async function runDemo(kind: DbKind, ctx: RunContext): Promise<RunResult> {
  ctx.log(`${DB_NAMES[kind]}, demo data: starting the server with SEED_DEMO=1…`);
  const db = kind === 'pg' ? await throwawayPg(ctx, 'demo') : undefined;
  const { server, stop } = await start(ctx, { SEED_DEMO: '1', ...(db && { DATABASE_URL: db.url }) });
  const best = await mostSupported(server.origin);
  ctx.log(`  big fundraiser stand-in: /f/${best.short_code} (${best.supporters_count} supporters, "${best.title}")`);
  const searches = await searchShares(server.origin);
  const figures = await measureAll(ctx, server.origin, best.short_code);
  await stop();
  await db?.drop();
  return { code: best.short_code, figures, searches };
}

export async function runBig(kind: DbKind, ctx: RunContext): Promise<RunResult> {
  const { fundraisers, donations, big } = ctx.plan;
  ctx.log(
    `${DB_NAMES[kind]}, big data: seeding ${fundraisers.toLocaleString('en')} fundraisers and ` +
      `${donations.toLocaleString('en')} donations (${big.toLocaleString('en')} on one)…`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-bench-data-'));
  const removeDir = ctx.cleanup.hold(dataDir, async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const db = kind === 'pg' ? await throwawayPg(ctx, 'big') : undefined;
  const target: SeedTarget = { dataDir, ...(db && { databaseUrl: db.url }) };
  const timings = await seed(ctx, target, { ...ctx.plan, now: Date.now() });
  ctx.log(`  seeded in ${timings.totalSeconds} s`);

  const { server, stop } = await start(ctx, { SEED_DEMO: '0', DATA_DIR: dataDir, ...(db && { DATABASE_URL: db.url }) });
  // The product's own proof of the books: credits = succeeded donations, balances = credits.
  const reconcileStarted = performance.now();
  const answer = await server.admin('reconcile');
  const reconcile = { seconds: Math.round((performance.now() - reconcileStarted) / 100) / 10, answer };
  ctx.log(`  npm run admin -- reconcile: ${answer} (${reconcile.seconds} s)`);
  const code = shortCodeOf(1);
  await checkBig(server.origin, code);
  const searches = await searchShares(server.origin);
  ctx.log(`  searches match: ${JSON.stringify(searches)}`);
  const figures = await measureAll(ctx, server.origin, code);
  await stop();
  await db?.drop();
  await removeDir();
  return { code, figures, searches, seed: timings, reconcile };
}
