import type { Cluster } from '#tests/setup/cluster.ts';
import { fundraiserMoney, untilFinal } from '#tests/setup/cluster-money.ts';
import { Recorder } from './recorder.ts';
import { drift, ms, type Goal } from './report.ts';
import { rssMb } from './proc.ts';
import { arrivals, browse, donor, type Site } from './traffic.ts';
import { DONOR_PAGE } from './burst.ts';

// The soak: steady mixed load for `minutes`, and each minute every instance's memory (RSS) and the
// p99 of the minute's requests. Flat means the last minute within DRIFT_MAX_PERCENT of the first:
// a leak or a growing table scan shows as a climb across minutes, not as a slow minute.

export const DRIFT_MAX_PERCENT = 10;
/** Not measured: the JIT, the first reads and the pools filling make the first seconds unlike the rest. */
const WARMUP_SECONDS = 30;

export interface SoakOptions {
  minutes: number;
  donorsPerSecond: number;
  browsePerSecond: number;
}

export interface SoakMinute {
  minute: number;
  requests: number;
  errors: number;
  p99Ms: number | null;
  donorPageP99Ms: number | null;
  rssMb: Record<string, number>;
}

const sleep = (msToWait: number) => new Promise((r) => setTimeout(r, msToWait));

export async function runSoak(
  cluster: Cluster,
  site: Site & { fundraiserId: string },
  opts: SoakOptions,
  log: (line: string) => void,
) {
  const recorder = new Recorder();
  const seconds = WARMUP_SECONDS + opts.minutes * 60;
  const load = Promise.all([
    arrivals(opts.donorsPerSecond, seconds, () => donor(recorder, site)),
    arrivals(opts.browsePerSecond, seconds, () => browse(recorder, site)),
  ]);
  log(`warming up for ${WARMUP_SECONDS} s…`);
  await sleep(WARMUP_SECONDS * 1000);
  recorder.reset();
  const minutes: SoakMinute[] = [];
  let next = performance.now();
  for (let minute = 1; minute <= opts.minutes; minute++) {
    next += 60_000;
    await sleep(next - performance.now());
    const all = recorder.overall();
    const page = recorder.rows().find((r) => r.route === DONOR_PAGE);
    recorder.reset();
    const row: SoakMinute = {
      minute,
      requests: all.requests,
      errors: all.errors,
      p99Ms: all.p99Ms,
      donorPageP99Ms: page?.p99Ms ?? null,
      rssMb: Object.fromEntries(cluster.instances.map((i) => [i.name, rssMb(i.pid)])),
    };
    minutes.push(row);
    const memory = Object.entries(row.rssMb).map(([name, mb]) => `${name} ${mb} MB`);
    log(
      `minute ${minute}: ${row.requests} requests, ${row.errors} errors, p99 ${ms(row.p99Ms)} ` +
        `(${DONOR_PAGE} ${ms(row.donorPageP99Ms)}), RSS ${memory.join(', ')}`,
    );
  }
  const [ids] = await load;
  const acknowledged = ids.filter((id): id is string => !!id);
  const stillPending = await untilFinal(cluster.db, acknowledged, 60_000);
  const money = await fundraiserMoney(cluster.db, site.fundraiserId);

  const first = minutes[0]!;
  const last = minutes.at(-1)!;
  const shown = (n: number | null) => (n === null ? '—' : String(Math.round(n * 10) / 10));
  const flat = (what: string, a: number | null, b: number | null): Goal => {
    const d = drift(a, b);
    return {
      goal: `${what} flat (≤ ${DRIFT_MAX_PERCENT} % drift, first → last minute)`,
      value: `${shown(a)} → ${shown(b)} (${d === null ? '—' : `${d > 0 ? '+' : ''}${d} %`})`,
      met: d !== null && Math.abs(d) <= DRIFT_MAX_PERCENT,
    };
  };
  const errors = minutes.reduce((sum, m) => sum + m.errors, 0);
  const goals: Goal[] = [
    ...cluster.instances.map((i) => flat(`RSS of ${i.name} (MB)`, first.rssMb[i.name]!, last.rssMb[i.name]!)),
    flat('p99 of all requests (ms)', first.p99Ms, last.p99Ms),
    { goal: 'no errors', value: String(errors), met: errors === 0 },
    { goal: 'every acknowledged donation final', value: `${stillPending} pending`, met: stillPending === 0 },
    {
      goal: "the fundraiser's total is its succeeded donations, reconcile clean",
      value: `${money.raisedMinor / 100} KES raised, ${money.succeeded.totalMinor / 100} KES succeeded`,
      met: money.exact,
    },
  ];
  return { minutes, goals, money };
}
