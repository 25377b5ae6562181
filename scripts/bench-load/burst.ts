import type { Cluster } from '#tests/setup/cluster.ts';
import { fundraiserMoney, untilFinal } from '#tests/setup/cluster-money.ts';
import { callbackFigures, parseLog, upstreamShares } from './nginx-log.ts';
import { cpuSeconds } from './proc.ts';
import { Recorder } from './recorder.ts';
import type { Goal } from './report.ts';
import { arrivals, browse, donor, type Site } from './traffic.ts';

// The viral burst: `donors` people in `seconds` on one fundraiser (page, Donate, the simulator's
// callback through nginx, the page polling the donation) while others browse, then the books.

export const BURST_GOALS = { donorPageP99MsMax: 200, errorsMax: 0 };
export const DONOR_PAGE = 'GET /f/{code}';
/** Acknowledged donations must all be final this long after the last donor arrived. */
const SETTLE_MS = 60_000;
/** A page that goes viral is already being served: a few seconds of donors, not measured, first. */
const WARMUP = { donorsPerSecond: 5, seconds: 5 };

export interface BurstOptions {
  donors: number;
  seconds: number;
  browsePerSecond: number;
}

export async function runBurst(cluster: Cluster, site: Site & { fundraiserId: string }, opts: BurstOptions) {
  await arrivals(WARMUP.donorsPerSecond, WARMUP.seconds, () => donor(new Recorder(), site));
  const recorder = new Recorder();
  const logFrom = cluster.nginx.accessLog().length;
  const cpuBefore = cluster.instances.map((i) => cpuSeconds(i.pid));
  const ownCpuBefore = process.cpuUsage();
  const began = performance.now();
  const [ids] = await Promise.all([
    arrivals(opts.donors / opts.seconds, opts.seconds, () => donor(recorder, site)),
    arrivals(opts.browsePerSecond, opts.seconds, () => browse(recorder, site)),
  ]);
  const seconds = (performance.now() - began) / 1000;
  // Share of one core each used over the burst: two instances near 100 % each have the machine.
  const busy = (cpu: number) => `${Math.round((cpu / seconds) * 100)} %`;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const cpu = {
    ...Object.fromEntries(cluster.instances.map((i, n) => [i.name, busy(cpuSeconds(i.pid) - cpuBefore[n]!)])),
    'bench:load itself': busy((ownCpu.user + ownCpu.system) / 1e6),
  };
  const entries = parseLog(cluster.nginx.accessLog().slice(logFrom));
  const rows = [...recorder.rows(), callbackFigures(entries, seconds)];

  const acknowledged = ids.filter((id): id is string => !!id);
  const stillPending = await untilFinal(cluster.db, acknowledged, SETTLE_MS);
  const money = await fundraiserMoney(cluster.db, site.fundraiserId);
  const donorPage = rows.find((r) => r.route === DONOR_PAGE);
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const goals: Goal[] = [
    {
      goal: `p99 of ${DONOR_PAGE} ≤ ${BURST_GOALS.donorPageP99MsMax} ms during the burst`,
      value: donorPage?.p99Ms == null ? 'no answer' : `${Math.round(donorPage.p99Ms)} ms`,
      met: donorPage?.p99Ms != null && donorPage.p99Ms <= BURST_GOALS.donorPageP99MsMax,
    },
    { goal: 'no errors', value: String(errors), met: errors <= BURST_GOALS.errorsMax },
    {
      goal: 'every acknowledged donation final',
      value: `${acknowledged.length - stillPending} of ${acknowledged.length}`,
      met: stillPending === 0,
    },
    {
      goal: "the fundraiser's total is its succeeded donations, each credited once, reconcile clean",
      value:
        `raised ${money.raisedMinor / 100} KES from ${money.supporters} supporters; succeeded donations ` +
        `${money.succeeded.totalMinor / 100} KES from ${money.succeeded.n}; credited twice ${money.creditedTwice}; ` +
        `reconcile ${money.differences.length ? money.differences.join('; ') : 'clean'}`,
      met: money.exact,
    },
  ];
  return { seconds, rows, goals, money, cpu, upstreams: upstreamShares(entries), acknowledged: acknowledged.length };
}
