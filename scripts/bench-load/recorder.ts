// Every request bench:load sends, by route: its time from sending to the last byte of the answer,
// and whether the answer was the one expected. A window (the burst, or a minute of the soak) is
// read with rows() and started again with reset().

export interface RouteFigures {
  route: string;
  requests: number;
  reqPerSec: number;
  p50Ms: number | null;
  p99Ms: number | null;
  /** Answers other than the expected status, and requests that got no answer at all. */
  errors: number;
  /** What the errors were: status codes, or the network error's name. */
  errorKinds: Record<string, number>;
}

/** The p-th percentile of ascending values (nearest rank), null without values. */
export function percentile(ascending: number[], p: number) {
  if (!ascending.length) return null;
  return ascending[Math.min(ascending.length - 1, Math.ceil((p / 100) * ascending.length) - 1)]!;
}

interface RouteSamples {
  ms: number[];
  errorKinds: Record<string, number>;
}

export class Recorder {
  private routes = new Map<string, RouteSamples>();
  private since = performance.now();

  record(route: string, ms: number, error?: string) {
    const samples = this.routes.get(route) ?? this.routes.set(route, { ms: [], errorKinds: {} }).get(route)!;
    samples.ms.push(ms);
    if (error) samples.errorKinds[error] = (samples.errorKinds[error] ?? 0) + 1;
  }

  rows(): RouteFigures[] {
    const seconds = (performance.now() - this.since) / 1000;
    return [...this.routes].map(([route, { ms, errorKinds }]) => {
      const ascending = [...ms].sort((a, b) => a - b);
      return {
        route,
        requests: ms.length,
        reqPerSec: ms.length / seconds,
        p50Ms: percentile(ascending, 50),
        p99Ms: percentile(ascending, 99),
        errors: Object.values(errorKinds).reduce((a, b) => a + b, 0),
        errorKinds,
      };
    });
  }

  /** Every route's times together: the p99 of the whole mix. */
  overall(): RouteFigures {
    const merged = new Recorder();
    merged.since = this.since;
    for (const { ms, errorKinds } of this.routes.values()) {
      for (const m of ms) merged.record('all', m);
      const all = merged.routes.get('all')!;
      for (const [kind, n] of Object.entries(errorKinds)) all.errorKinds[kind] = (all.errorKinds[kind] ?? 0) + n;
    }
    const [row] = merged.rows();
    return row ?? { route: 'all', requests: 0, reqPerSec: 0, p50Ms: null, p99Ms: null, errors: 0, errorKinds: {} };
  }

  reset() {
    this.routes.clear();
    this.since = performance.now();
  }
}
