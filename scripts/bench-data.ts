// `npm run bench:data`: how fast the server's hot reads stay at M-Changa size (100 000 live
// fundraisers, 1 000 000 donations, 200 000 of them on one fundraiser) next to the demo data, on
// PostgreSQL and on SQLite. A measurement, not a test: missed targets are reported, and only a
// failed measurement makes the exit code non-zero.
//
//   npm run bench:data -- [--no-build] [--only pg|sqlite] [--requests N] [--cold N]
//                         [--fundraisers N] [--donations N] [--big N]
//
// PostgreSQL needs TEST_DATABASE_URL (eval "$(scripts/start-test-postgres.sh)"): the throwaway
// databases are created on that server and dropped afterwards. Prints a table and writes
// dist/bench/data-results.json. The seeding runs the source's migrations and the server is the
// build's: with --no-build, dist must be built from the same tree (else the server refuses the
// database: "corrupted migrations").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchArgs, commit, runBench } from './bench-web/cli.ts';
import { buildApp } from './bench-web/server.ts';
import { createCleanup } from './bench-data/cleanup.ts';
import { printReport, printSeeding, TARGET, type Results } from './bench-data/report.ts';
import { runBig, runDemo, type DbKind, type RunContext } from './bench-data/run-database.ts';

const OUT_DIR = 'dist/bench';
const log = (line: string) => console.log(`[bench:data] ${line}`);

const USAGE =
  'Usage: npm run bench:data -- [--no-build] [--only pg|sqlite] [--requests N] [--cold N] ' +
  '[--fundraisers N] [--donations N] [--big N]';

/** The longest one read is measured: a read that slow has said what it has to say. */
const READ_LIMIT_MS = 120_000;
const WARMUP = 5;

function options() {
  const { values, positive, fail } = benchArgs(
    {
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      requests: { type: 'string', default: '200' },
      cold: { type: 'string', default: '10' },
      fundraisers: { type: 'string', default: '100000' },
      donations: { type: 'string', default: '1000000' },
      big: { type: 'string', default: '200000' },
    },
    USAGE,
  );
  const only = values.only;
  if (only !== undefined && only !== 'pg' && only !== 'sqlite') throw fail(`--only must be pg or sqlite, not ${only}`);
  const opts = {
    build: !values['no-build'],
    dbs: (only ? [only] : ['pg', 'sqlite']) as DbKind[],
    requests: positive('requests'),
    cold: positive('cold'),
    fundraisers: positive('fundraisers'),
    donations: positive('donations'),
    big: positive('big'),
  };
  if (opts.fundraisers < 2) throw fail('--fundraisers must be at least 2: the big one and the others');
  if (opts.big > opts.donations) throw fail('--big cannot be more than --donations');
  if (opts.dbs.includes('pg') && !process.env.TEST_DATABASE_URL)
    throw fail('TEST_DATABASE_URL is not set: eval "$(scripts/start-test-postgres.sh)" first, or --only sqlite');
  return opts;
}

function uncommittedInSrc() {
  try {
    return execFileSync('git', ['status', '--porcelain', '--', 'src'], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch {
    return null;
  }
}

async function main() {
  const opts = options();
  const started = Date.now();
  // Taken before the build: others commit while a run lasts, and the figures belong to what was built.
  const tree = { commit: commit(), uncommittedInSrc: uncommittedInSrc() };
  if (opts.build) {
    log('building (npm run build)…');
    await buildApp();
  }
  const cleanup = createCleanup((line) => console.error(`[bench:data] ${line}`));
  // Ctrl-C must not leave servers on ports or throwaway databases behind. `on`, not `once`: tsx
  // forwards the signal the terminal already sent, and a second one with no listener would kill us.
  let interrupted = false;
  const interrupt = () => {
    if (interrupted) return;
    interrupted = true;
    log('interrupted: stopping servers and removing the throwaway databases…');
    void cleanup.releaseAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);

  const ctx: RunContext = {
    cleanup,
    log,
    measure: { requests: opts.requests, coldRequests: opts.cold, warmup: WARMUP, limitMs: READ_LIMIT_MS },
    plan: { fundraisers: opts.fundraisers, donations: opts.donations, big: opts.big },
    pgBaseUrl: process.env.TEST_DATABASE_URL,
  };
  const results: Results = {};
  try {
    for (const db of opts.dbs) {
      const demo = await runDemo(db, ctx);
      const big = await runBig(db, ctx);
      results[db] = { demo, big };
    }
  } finally {
    await cleanup.releaseAll();
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }

  console.log('');
  printSeeding(results);
  const verdicts = printReport(results, { requests: opts.requests, coldRequests: opts.cold });

  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, 'data-results.json');
  const report = {
    measuredAt: new Date().toISOString(),
    // Others edit the tree too: what was built may include their uncommitted changes.
    ...tree,
    options: opts,
    // Two busy cores make every number worse; the load average says whether others were running.
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10) },
    target: TARGET,
    results,
    verdicts,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`machine: ${report.machine.cpus} CPUs, load average ${report.machine.loadAverage.join(' ')}`);
  log(`wrote ${file} (${report.seconds} s)`);
}

runBench(main);
