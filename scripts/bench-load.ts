// `npm run bench:load`: Harambee going viral on the cluster it is deployed as (D-226): two server
// instances on one PostgreSQL database and one S3 bucket behind nginx running the shipped
// deploy/nginx/harambee.conf, started by the cluster test's own code. 2 000 donors in 60 s on one
// fundraiser (its page, Donate, the Daraja simulator's callback through nginx, the page polling
// the donation) while others browse the home page, the list and search. Prints req/s and p50/p99
// per route, the errors, and whether the fundraiser's total is exactly its succeeded donations.
//
//   npm run bench:load -- [--donors N] [--seconds S] [--browse-per-second N]
//   npm run bench:soak -- [--minutes M] [--donors-per-second N] [--browse-per-second N] [--heap-mb N]
//
// --heap-mb caps each instance's V8 old space (--max-old-space-size): a process that keeps what
// it should drop dies of it within the soak, while one that only grows because memory is there to
// grow into stays up with its memory flat under the cap.
// The soak (`--soak`) is steady mixed load for 10 minutes, printing each instance's memory and
// the p99 every minute, and whether both stayed flat. A measurement, not a test: missed goals are
// reported with ✗; only a wrong total (money counted twice or lost) or a failed run exits non-zero.
// PostgreSQL: TEST_DATABASE_URL's server, else the one scripts/start-test-postgres.sh starts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '#shared/api-paths.ts';
import { startCluster, type Cluster } from '#tests/setup/cluster.ts';
import { benchArgs, commit, runBench } from './bench-web/cli.ts';
import { runBurst } from './bench-load/burst.ts';
import { postgresForBench } from './bench-load/database.ts';
import { goalLines, routeTable } from './bench-load/report.ts';
import { runSoak } from './bench-load/soak.ts';

const OUT_DIR = 'dist/bench';
const log = (line: string) => console.log(`[bench:load] ${line}`);
const USAGE =
  'Usage: npm run bench:load -- [--donors N] [--seconds S] [--browse-per-second N] | ' +
  '--soak [--minutes M] [--donors-per-second N] [--browse-per-second N] [--heap-mb N]';
/** The simulated donor enters the PIN this long after the prompt (the simulator's callback delay). */
const DONOR_DELAY_MS = 1000;

function options() {
  const { values, positive } = benchArgs(
    {
      donors: { type: 'string', default: '2000' },
      seconds: { type: 'string', default: '60' },
      'browse-per-second': { type: 'string', default: '10' },
      soak: { type: 'boolean', default: false },
      minutes: { type: 'string', default: '10' },
      'donors-per-second': { type: 'string', default: '3' },
      'heap-mb': { type: 'string' },
    },
    USAGE,
  );
  return {
    soak: values.soak,
    donors: positive('donors'),
    seconds: positive('seconds'),
    browsePerSecond: positive('browse-per-second'),
    minutes: positive('minutes'),
    donorsPerSecond: positive('donors-per-second'),
    heapMb: values['heap-mb'] === undefined ? undefined : positive('heap-mb'),
  };
}

/** The fundraiser everyone gives to: the first live one of the demo data, and a word to search. */
async function findSite(cluster: Cluster) {
  const list = (await (await fetch(`${cluster.url}/api${API.fundraisers}`)).json()) as {
    data: { short_code: string; title: string | null }[];
  };
  const card = list.data.find((c) => c.title);
  if (!card?.title) throw new Error('No live fundraiser with a title: was the demo data seeded?');
  const review = (await (await fetch(`${cluster.url}/api${API.review(card.short_code)}`)).json()) as {
    data: { fundraiser: { id: string } };
  };
  const searchWord = card.title
    .split(/[^\p{L}]+/u)
    .sort((a, b) => b.length - a.length)[0]!
    .toLowerCase();
  return { origin: cluster.url, shortCode: card.short_code, fundraiserId: review.data.fundraiser.id, searchWord };
}

async function main() {
  const opts = options();
  const started = Date.now();
  // Others' work on the machine takes cores from the cluster: said before and after the run.
  log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} before starting`,
  );
  const webDir = fs.existsSync('dist/web/index.html') ? 'dist/web' : undefined;
  log(`starting two instances behind nginx (${webDir ? 'the built app' : 'no build: templates only'})…`);
  const cluster = await startCluster({
    baseDatabaseUrl: postgresForBench(),
    callbacks: 'nginx',
    donorDelayMs: DONOR_DELAY_MS,
    seedDemo: true,
    webDir,
    ...(opts.heapMb && { env: { NODE_OPTIONS: `--max-old-space-size=${opts.heapMb}` } }),
  });
  if (opts.heapMb) log(`each instance's old space capped at ${opts.heapMb} MB`);
  // Ctrl-C must not leave servers, nginx, the database or temp folders behind. `on`, not `once`:
  // tsx forwards the signal the terminal already sent, and a second one would kill us first.
  const interrupt = () => void cluster.stop().finally(() => process.exit(130));
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  const budget = opts.soak ? opts.minutes * 60 + 300 : opts.seconds + 300;
  const watchdog = setTimeout(() => {
    console.error(`[bench:load] still running after ${budget} s: abandoned`);
    void cluster.stop().finally(() => process.exit(1));
  }, budget * 1000);

  let report: Record<string, unknown>;
  let exact: boolean;
  try {
    const site = await findSite(cluster);
    log(`nginx on ${cluster.url}; ${cluster.instances.map((i) => `${i.name} on ${i.origin}`).join(', ')}`);
    log(`fundraiser /f/${site.shortCode}; searching for "${site.searchWord}"`);
    if (opts.soak) {
      log(`soak: ${opts.donorsPerSecond} donors/s and ${opts.browsePerSecond} pages/s for ${opts.minutes} min`);
      const soak = await runSoak(cluster, site, opts, log);
      console.log(`\n${goalLines(soak.goals)}`);
      exact = soak.money.exact;
      report = { kind: 'soak', ...soak };
    } else {
      log(`burst: ${opts.donors} donors in ${opts.seconds} s, ${opts.browsePerSecond} pages/s of browsing`);
      const burst = await runBurst(cluster, site, opts);
      const shares = Object.entries(burst.upstreams).map(([addr, n]) => `${addr}: ${n}`);
      console.log(
        `\n${routeTable(burst.rows)}\n\nOver ${burst.seconds.toFixed(0)} s, from the first arrival to the last ` +
          `answer; ${burst.acknowledged} donations acknowledged. nginx sent ${shares.join(', ')}.\n` +
          `CPU (share of one core): ${Object.entries(burst.cpu)
            .map(([who, share]) => `${who} ${share}`)
            .join(', ')}.\n\n` +
          goalLines(burst.goals),
      );
      exact = burst.money.exact;
      report = { kind: 'burst', ...burst };
    }
  } finally {
    clearTimeout(watchdog);
    await cluster.stop();
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }

  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, opts.soak ? 'soak-results.json' : 'load-results.json');
  const machine = { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10) };
  const seconds = Math.round((Date.now() - started) / 1000);
  fs.writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), commit: commit(), options: opts, machine, ...report, seconds }, null, 2)}\n`,
  );
  log(`machine: ${machine.cpus} CPUs, load average ${machine.loadAverage.join(' ')}; wrote ${file} (${seconds} s)`);
  if (!exact) {
    console.error('\nThe fundraiser’s total is not its succeeded donations: money was lost or counted twice.');
    process.exitCode = 1;
  }
}

runBench(main);
