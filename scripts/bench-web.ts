// `npm run bench:web`: how fast and how accessible the donor-facing pages are, measured on the
// production build through the real (compressing) server. A measurement, not a test: missed
// targets are reported, and only a failed measurement makes the exit code non-zero.
//
//   npm run bench:web -- [--no-build] [--runs N] [--only lighthouse|3g]
//
// For /f/{code} (a fundraiser seeded with five phone photos), / and /fundraisers it runs
// Lighthouse (mobile, simulated throttling) and a "Kenyan 3G" profile in Chromium, cold and with
// the service worker warm, then prints a table and writes dist/bench/web-results.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchArgs, commit, runBench } from './bench-web/cli.ts';
import { runLighthouse, type LighthouseResult } from './bench-web/lighthouse.ts';
import { median } from './bench-web/metrics.ts';
import { checkTargets, printReport, type PageResult } from './bench-web/report.ts';
import { seedFundraiserWithPhotos } from './bench-web/seed.ts';
import { buildApp, startServer, type BenchServer } from './bench-web/server.ts';
import { runThreeG } from './bench-web/three-g.ts';

const OUT_DIR = 'dist/bench';
const log = (line: string) => console.log(`[bench:web] ${line}`);

const USAGE = 'Usage: npm run bench:web -- [--no-build] [--runs N] [--only lighthouse|3g]';

function options() {
  const { values, positive, fail } = benchArgs(
    {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      only: { type: 'string' },
    },
    USAGE,
  );
  const only = values.only as 'lighthouse' | '3g' | undefined;
  if (only && !['lighthouse', '3g'].includes(only)) throw fail('--only takes lighthouse or 3g');
  return { build: !values['no-build'], runs: positive('runs'), only };
}

async function measure(server: BenchServer, opts: ReturnType<typeof options>, errors: string[]) {
  log('seeding a fundraiser with five photos through the API…');
  const seeded = await seedFundraiserWithPhotos(server);
  log(`seeded /f/${seeded.shortCode} (${(seeded.photoBytes / 1024 / 1024).toFixed(1)} MB of photos), approved`);
  const pages: PageResult[] = [`/f/${seeded.shortCode}`, '/', '/fundraisers'].map((p) => ({
    path: p,
    isFundraiser: p.startsWith('/f/'),
  }));
  // One request each first: the server reads the shell and opens its caches on first use, which
  // a production server has long done; the first measured page should not pay for it.
  for (const p of pages) await (await fetch(server.origin + p.path)).text();

  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const p of pages) {
    const url = server.origin + p.path;
    if (opts.only !== '3g') {
      // A fixed name for /f/ (its code changes every run), so each run overwrites the last report.
      const slug = p.isFundraiser ? 'f' : p.path.slice(1) || 'home';
      // Lighthouse varies by ±10 on this machine: the per-metric median of `runs` runs.
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < opts.runs; i++) {
        log(`Lighthouse ${p.path} (run ${i + 1}/${opts.runs})…`);
        const run = await runLighthouse(url, OUT_DIR, slug).catch((err: unknown) => {
          errors.push(`Lighthouse ${p.path}: ${err instanceof Error ? err.message : String(err)}`);
          return undefined;
        });
        if (run) runs.push(run);
      }
      p.lighthouse = runs.length ? median(runs) : undefined;
    }
    if (opts.only !== 'lighthouse') {
      p.threeG = await runThreeG(url, opts.runs, log).catch((err: unknown) => {
        errors.push(`3G ${p.path}: ${err instanceof Error ? err.message : String(err)}`);
        return undefined;
      });
    }
  }
  return { seeded, pages };
}

async function main() {
  const opts = options();
  const started = Date.now();
  if (opts.build) {
    log('building (npm run build)…');
    await buildApp();
  }
  const server = await startServer();
  log(`server on ${server.origin} (NODE_ENV=${server.env.NODE_ENV}, DATA_DIR=${server.env.DATA_DIR})`);
  // Ctrl-C must not leave a server holding a port and a temp folder behind. `on`, not `once`:
  // tsx forwards the signal the terminal already sent, and a second SIGINT with no listener
  // would kill this process before the clean-up ran.
  let interrupted = false;
  const interrupt = () => {
    if (interrupted) return;
    interrupted = true;
    void server.stop().finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);

  const errors: string[] = [];
  let result;
  try {
    result = await measure(server, opts, errors);
  } finally {
    await server.stop();
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }

  const checks = checkTargets(result.pages);
  printReport(result.pages, checks);
  const file = path.join(OUT_DIR, 'web-results.json');
  const report = {
    measuredAt: new Date().toISOString(),
    commit: commit(),
    options: opts,
    // Two busy cores make every number worse; the load average says whether others were running.
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10) },
    seeded: result.seeded,
    pages: result.pages,
    targets: checks,
    errors,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  log(`machine: ${report.machine.cpus} CPUs, load average ${report.machine.loadAverage.join(' ')}`);
  log(`wrote ${file} and the Lighthouse HTML reports in ${OUT_DIR}/ (${report.seconds} s)`);
  if (errors.length) {
    console.error(`\nMeasurements that failed:\n  ${errors.join('\n  ')}`);
    process.exitCode = 1;
  }
}

runBench(main);
