// `npm run bench:api`: how many requests per second the real server answers, and how fast, next to
// a bare hono server replaying the same bytes (the ceiling on this machine), and how the donor's
// page holds up while a burst of wrong-password logins keeps argon2 busy. A measurement, not a
// test: missed goals are reported, and only a failed measurement makes the exit code non-zero.
//
//   npm run bench:api -- [--no-build] [--duration S] [--connections N] [--runs N]
//
// Everything runs on 127.0.0.1: the built server on a temp data folder with the demo data, the
// bare server, and autocannon. Prints a table and writes dist/bench/api-results.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchArgs, commit, runBench } from './bench-web/cli.ts';
import { buildApp, startServer, type BenchServer } from './bench-web/server.ts';
import { startBareServer, type BareServer } from './bench-api/bare-server.ts';
import { measureLoad, type LoadSample } from './bench-api/load.ts';
import { startLoginBurst, summarizeLogins, type BurstAnswers } from './bench-api/login-burst.ts';
import { measureDonations, medianDonations, type DonationFigures } from './bench-api/donations.ts';
import { buildRows, formatMs, GOALS, printReport, type Condition } from './bench-api/report.ts';
import { startDarajaSimulator } from '#tests/setup/daraja-simulator.ts';
import { findTargets, snapshot, type Snapshot, type Target } from './bench-api/targets.ts';

const OUT_DIR = 'dist/bench';
const log = (line: string) => console.log(`[bench:api] ${line}`);

/** What the login burst measures beside it: the donor's requests, not search. */
const UNDER_LOGINS: Target['name'][] = ['donor page', 'review', 'static asset'];
const LOGINS_IN_FLIGHT = 40;
/** Each target once on each server before measuring, so neither pays for JIT and first reads. */
const WARMUP_SECONDS = 1;
/** The burst runs this long before measuring, so the server's argon2 queue is already full. */
const RAMP_MS = 2000;
/** Logins still queued when a burst stops must be answered; argon2 on two cores takes a while. */
const DRAIN_SECONDS = 40;

const USAGE = 'Usage: npm run bench:api -- [--no-build] [--duration S] [--connections N] [--runs N]';

function options() {
  const { values, positive } = benchArgs(
    {
      'no-build': { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      runs: { type: 'string', default: '1' },
    },
    USAGE,
  );
  return {
    build: !values['no-build'],
    duration: positive('duration'),
    connections: positive('connections'),
    runs: positive('runs'),
  };
}
type Options = ReturnType<typeof options>;

/** The longest the measuring may take before the run is abandoned (no hung run holds ports). */
function budgetSeconds(opts: Options, targets = 4) {
  const perRun = (2 * targets + UNDER_LOGINS.length) * (opts.duration + 1) + RAMP_MS / 1000 + DRAIN_SECONDS;
  // Donations: the timed run, then ten donors one at a time (about two seconds each).
  const donations = opts.duration + 30;
  return 2 * targets * (WARMUP_SECONDS + 1) + opts.runs * (perRun + donations) + 180;
}

const key = (target: Target['name'], condition: Condition) => `${target}|${condition}`;

async function measure(server: BenchServer, opts: Options, onBare: (bare: BareServer) => void) {
  const targets = await findTargets(server.origin);
  const snapshots: Snapshot[] = [];
  for (const t of targets) snapshots.push(await snapshot(server.origin, t));
  for (const s of snapshots) {
    log(`${s.path}: ${s.body.length} bytes, ${s.contentType}, ${s.contentEncoding ?? 'not compressed'}`);
  }
  const bare = await startBareServer(snapshots);
  onBare(bare);
  log(`bare server on ${bare.origin}, replaying those bytes`);

  const load = (origin: string, t: Target, seconds: number) =>
    measureLoad({ origin, path: t.path, headers: t.headers, seconds, connections: opts.connections });
  // Keys inserted up front so the table reads target by target, whatever the measuring order.
  const samples = new Map<string, LoadSample[]>();
  for (const t of targets) {
    samples.set(key(t.name, 'real'), []);
    samples.set(key(t.name, 'bare'), []);
    if (UNDER_LOGINS.includes(t.name)) samples.set(key(t.name, 'real + logins'), []);
  }
  const record = (t: Target, condition: Condition, s: LoadSample) => {
    samples.get(key(t.name, condition))!.push(s);
    const latencies =
      s.p99Ms === null ? `no answer, ${s.openAtEnd} waiting` : `p50 ${formatMs(s.p50Ms)}, p99 ${formatMs(s.p99Ms)}`;
    log(
      `${t.name} (${condition}): ${Math.round(s.reqPerSec)} req/s, ${latencies}` +
        (s.non2xx || s.timeouts || s.errors ? `, ${s.non2xx} non-2xx, ${s.timeouts} timeouts, ${s.errors} errors` : ''),
    );
  };

  log(`warming up (${WARMUP_SECONDS} s per target and server)…`);
  for (const t of targets) {
    await load(server.origin, t, WARMUP_SECONDS);
    await load(bare.origin, t, WARMUP_SECONDS);
  }
  // Real and bare alternate target by target, so a neighbour's load on the machine hits both alike.
  for (let run = 1; run <= opts.runs; run++) {
    log(`run ${run}/${opts.runs}: ${opts.duration} s per measurement, ${opts.connections} connections`);
    for (const t of targets) {
      record(t, 'real', await load(server.origin, t, opts.duration));
      record(t, 'bare', await load(bare.origin, t, opts.duration));
    }
  }

  const bursts: BurstAnswers[] = [];
  for (let run = 1; run <= opts.runs; run++) {
    log(`run ${run}/${opts.runs} under a burst of ${LOGINS_IN_FLIGHT} concurrent wrong-password logins…`);
    const burst = startLoginBurst(server.origin, LOGINS_IN_FLIGHT);
    try {
      await new Promise((r) => setTimeout(r, RAMP_MS));
      for (const t of targets.filter((t) => UNDER_LOGINS.includes(t.name))) {
        record(t, 'real + logins', await load(server.origin, t, opts.duration));
      }
    } finally {
      bursts.push(await burst.stop());
    }
  }
  const donations: DonationFigures[] = [];
  const shortCode = await liveShortCode(server.origin);
  for (let run = 1; run <= opts.runs; run++) {
    log(`run ${run}/${opts.runs}: POST /api/donations/ against the Daraja simulator…`);
    const figures = await measureDonations({
      origin: server.origin,
      shortCode,
      seconds: opts.duration,
      connections: opts.connections,
      donorDelayMs: DONOR_DELAY_MS,
    });
    log(
      `donations: ${Math.round(figures.startedPerSec)} started/s (p50 ${formatMs(figures.startP50Ms)}, p99 ` +
        `${formatMs(figures.startP99Ms)}, ${figures.refused} refused); Donate → success seen ` +
        `p50 ${formatMs(figures.toSuccessP50Ms)} (of which the donor's ${DONOR_DELAY_MS} ms), p95 ${formatMs(figures.toSuccessP95Ms)}`,
    );
    donations.push(figures);
  }
  return { targets, snapshots, samples, logins: summarizeLogins(bursts), donations };
}

/** The simulated donor enters the PIN this long after the prompt (the simulator's delay). */
const DONOR_DELAY_MS = 1000;

async function liveShortCode(origin: string) {
  const list = (await (await fetch(`${origin}/api/fundraisers/?page=1`)).json()) as { data: { short_code: string }[] };
  const code = list.data[0]?.short_code;
  if (!code) throw new Error('no live demo fundraiser to donate to');
  return code;
}

async function main() {
  const opts = options();
  const started = Date.now();
  if (opts.build) {
    log('building (npm run build)…');
    await buildApp();
  }
  // The product's own simulator stands in for Safaricom, as in demo mode, with a known donor delay.
  const simulator = await startDarajaSimulator({ callbackDelayMs: DONOR_DELAY_MS, processingMs: 3000 });
  // One hop of proxy trusted, so each login's X-Forwarded-For is its client address.
  const server = await startServer({ TRUST_PROXY_HOPS: '1', ...simulator.serverEnv }).catch(async (err: unknown) => {
    await simulator.stop();
    throw err;
  });
  log(`server on ${server.origin} (NODE_ENV=${server.env.NODE_ENV}, DATA_DIR=${server.env.DATA_DIR})`);
  let bare: BareServer | undefined;
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= Promise.allSettled([bare?.stop(), server.stop(), simulator.stop()]).then(() => undefined));

  // Ctrl-C must not leave servers holding ports and temp folders. `on`, not `once`: tsx forwards
  // the signal the terminal already sent, and a second one with no listener would kill us first.
  const interrupt = () => void stopAll().finally(() => process.exit(130));
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  const budget = budgetSeconds(opts);
  const watchdog = setTimeout(() => {
    console.error(`[bench:api] still measuring after ${budget} s: abandoned`);
    void stopAll().finally(() => process.exit(1));
  }, budget * 1000);

  let result;
  try {
    result = await measure(server, opts, (b) => (bare = b));
  } finally {
    clearTimeout(watchdog);
    await stopAll();
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }

  const rows = buildRows(result.samples);
  printReport(rows, result.logins, opts.runs);
  const donated = medianDonations(result.donations);
  console.log(
    `\nPOST /api/donations/ (median of ${opts.runs}): ${Math.round(donated.startedPerSec)} donations started/s, ` +
      `p99 ${formatMs(donated.startP99Ms)}; Donate → success seen ${formatMs(donated.toSuccessP50Ms)} ` +
      `(the simulated donor takes ${DONOR_DELAY_MS} ms of it)`,
  );
  // An answer other than 200, or a refused connection, means the row measured something else than
  // intended. Timeouts are the server's answer to the load (a finding, shown in the table).
  const failures = rows
    .filter((r) => r.samples.some((s) => s.non2xx || s.errors))
    .map(
      (r) =>
        `${r.target} (${r.condition}): ${r.samples.map((s) => `${s.non2xx} non-2xx, ${s.errors} connection errors`).join('; ')}`,
    );

  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, 'api-results.json');
  const report = {
    measuredAt: new Date().toISOString(),
    commit: commit(),
    options: opts,
    // Two busy cores make every number worse; the load average says whether others were running.
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10) },
    targets: result.targets,
    snapshots: result.snapshots.map(({ body, ...s }) => ({ ...s, bytes: body.length })),
    goals: GOALS,
    rows,
    logins: { inFlight: LOGINS_IN_FLIGHT, ...result.logins },
    donations: result.donations,
    failures,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`machine: ${report.machine.cpus} CPUs, load average ${report.machine.loadAverage.join(' ')}`);
  log(`wrote ${file} (${report.seconds} s)`);
  if (failures.length) {
    console.error(`\nMeasurements with answers other than 200 or refused connections:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

runBench(main);
