import { table } from '../bench-web/report.ts';
import type { RouteFigures } from './recorder.ts';

// The console report of bench:load: one row per route, then each goal with ✓ or ✗.

export interface Goal {
  goal: string;
  value: string;
  met: boolean;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
// Not bench:api's formatMs: nothing here is cut off at its 5 s timeout, so no time is a lower bound.
export const ms = (n: number | null) => (n === null ? '—' : `${fmt(n)} ms`);

export function routeTable(rows: RouteFigures[]) {
  return table(
    rows.map((r) => ({
      route: r.route,
      requests: fmt(r.requests),
      'req/s': fmt(r.reqPerSec, 1),
      p50: ms(r.p50Ms),
      p99: ms(r.p99Ms),
      errors: r.errors
        ? `${fmt(r.errors)} (${Object.entries(r.errorKinds)
            .map(([kind, n]) => `${kind}: ${fmt(n)}`)
            .join(', ')})`
        : '0',
    })),
  );
}

export const goalLines = (goals: Goal[]) => goals.map((g) => `${g.met ? '✓' : '✗'} ${g.goal}: ${g.value}`).join('\n');

/** Change from first to last, in percent of the first (null when the first is zero or unknown). */
export function drift(first: number | null, last: number | null) {
  if (!first || last === null) return null;
  return Math.round(((last - first) / first) * 1000) / 10;
}
