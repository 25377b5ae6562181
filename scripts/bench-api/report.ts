import { medianOf } from '../bench-web/metrics.ts';
import { table } from '../bench-web/report.ts';
import { TIMEOUT_MS, type LoadSample } from './load.ts';
import type { LoginStats } from './login-burst.ts';
import type { Target } from './targets.ts';

// The goals, the per-row medians and the console table.

export const GOALS = {
  percentOfBareMin: 25,
  p99MsMax: 50,
  donorPageP99UnderLoginsMsMax: 200,
};

export type Condition = 'real' | 'bare' | 'real + logins';

export interface Row {
  target: Target['name'];
  condition: Condition;
  /** Per-field median over the runs. */
  median: LoadSample;
  /** The real server's req/s as a percentage of the bare server's for the same target. */
  percentOfBare: number | null;
  goals: { goal: string; value: string; met: boolean }[];
  samples: LoadSample[];
}

export function medianSample(samples: LoadSample[]): LoadSample {
  const field = (key: keyof LoadSample) => medianOf(samples.map((s) => s[key] ?? 0));
  // A run with no answer has no latency; the others' median stands for the row.
  const latency = (key: 'p50Ms' | 'p99Ms') => {
    const values = samples.map((s) => s[key]).filter((v) => v !== null);
    return values.length ? medianOf(values) : null;
  };
  return {
    reqPerSec: field('reqPerSec'),
    p50Ms: latency('p50Ms'),
    p99Ms: latency('p99Ms'),
    requests: field('requests'),
    openAtEnd: field('openAtEnd'),
    non2xx: field('non2xx'),
    timeouts: field('timeouts'),
    errors: field('errors'),
    bytesPerRequest: field('bytesPerRequest'),
  };
}

const p99Goal = (max: number, p99: number | null, suffix = '') => ({
  goal: `p99 ≤ ${max} ms${suffix}`,
  value: p99 === null ? 'no answer' : `${p99 >= TIMEOUT_MS ? '≥ ' : ''}${p99} ms`,
  met: p99 !== null && p99 <= max,
});

function goalsFor(target: Target['name'], condition: Condition, m: LoadSample, percentOfBare: number | null) {
  const goals: Row['goals'] = [];
  if (condition === 'real') {
    if (percentOfBare !== null) {
      goals.push({
        goal: `≥ ${GOALS.percentOfBareMin} % of bare`,
        value: `${percentOfBare} %`,
        met: percentOfBare >= GOALS.percentOfBareMin,
      });
    }
    goals.push(p99Goal(GOALS.p99MsMax, m.p99Ms));
  }
  if (condition === 'real + logins' && target === 'donor page') {
    goals.push(p99Goal(GOALS.donorPageP99UnderLoginsMsMax, m.p99Ms, ' under logins'));
  }
  return goals;
}

/** Rows from the samples, each keyed `${target}|${condition}`, in the map's order. */
export function buildRows(samples: Map<string, LoadSample[]>): Row[] {
  const medians = new Map([...samples].map(([key, list]) => [key, medianSample(list)]));
  return [...samples].map(([key, list]) => {
    const [target, condition] = key.split('|') as [Target['name'], Condition];
    const median = medians.get(key)!;
    const bare = condition === 'bare' ? undefined : medians.get(`${target}|bare`);
    const percentOfBare = bare?.reqPerSec ? Math.round((median.reqPerSec / bare.reqPerSec) * 100) : null;
    return {
      target,
      condition,
      median,
      percentOfBare,
      goals: goalsFor(target, condition, median, percentOfBare),
      samples: list,
    };
  });
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
/** Milliseconds for people; a timed-out share shows as a lower bound, no answer as a dash. */
export const formatMs = (n: number | null) => (n === null ? '—' : `${n >= TIMEOUT_MS ? '≥ ' : ''}${fmt(n)} ms`);

export function printReport(rows: Row[], logins: LoginStats | null, runs: number) {
  const lines = [
    '',
    table(
      rows.map((r) => ({
        target: r.target,
        condition: r.condition,
        'req/s': fmt(r.median.reqPerSec),
        p50: formatMs(r.median.p50Ms),
        p99: formatMs(r.median.p99Ms),
        '% of bare': r.percentOfBare === null ? '—' : `${r.percentOfBare} %`,
        'KB/answer': r.median.timeouts || !r.median.requests ? '—' : fmt(r.median.bytesPerRequest / 1024, 1),
        'non-2xx/timeout/err': [r.median.non2xx, r.median.timeouts, r.median.errors].map((n) => fmt(n)).join('/'),
        goals: r.goals.map((g) => `${g.met ? '✓' : '✗'} ${g.goal}`).join(' · ') || '—',
      })),
    ),
    '',
    `Goals: the real server ≥ ${GOALS.percentOfBareMin} % of bare req/s and p99 ≤ ${GOALS.p99MsMax} ms; ` +
      `the donor page's p99 ≤ ${GOALS.donorPageP99UnderLoginsMsMax} ms during the login burst.` +
      (runs > 1 ? ` Medians of ${runs} runs.` : ''),
  ];
  const starved = rows.filter((r) => r.median.p99Ms === null);
  if (starved.length) {
    lines.push(
      `No answer at all within the measurement for: ${starved.map((r) => `${r.target} (${r.condition})`).join(', ')}; ` +
        `${starved.map((r) => r.median.openAtEnd).join(', ')} requests were still waiting when it ended.`,
    );
  }
  if (logins) {
    const statuses = Object.entries(logins.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}: ${fmt(n)}`)
      .join(', ');
    lines.push(
      `Wrong-password logins during the bursts: ${fmt(logins.sent)} answered (${statuses || 'none'}); ` +
        `latency p50 ${logins.p50Ms ?? '—'} ms, p99 ${logins.p99Ms ?? '—'} ms.`,
    );
  }
  console.log(lines.join('\n'));
}
