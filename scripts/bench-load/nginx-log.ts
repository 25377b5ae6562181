import { API } from '#shared/api-paths.ts';
import { percentile, type RouteFigures } from './recorder.ts';

// What nginx saw (its access log, in the local-cluster template's `timed` format): the Daraja
// simulator's callbacks, which bench:load does not send itself, and how the requests were shared
// between the instances.

const LINE = /"(\S+) (\S+) [^"]*" (\d{3}) \d+ ([\d.]+) (.+)$/;
// The callbacks' path up to the per-request token.
const CALLBACK = `/api${API.mpesaCallback('TOKEN')}`.replace(/TOKEN\/$/, '');

interface Entry {
  method: string;
  path: string;
  status: number;
  ms: number;
  /** The instance (or instances, when nginx moved the request on) that answered. */
  upstream: string;
}

export function parseLog(log: string): Entry[] {
  return log.split('\n').flatMap((line) => {
    const m = LINE.exec(line);
    if (!m) return [];
    return [{ method: m[1]!, path: m[2]!, status: Number(m[3]), ms: Number(m[4]) * 1000, upstream: m[5]! }];
  });
}

/** The callbacks as a route of the report: times are nginx's, from first byte in to last byte out. */
export function callbackFigures(entries: Entry[], seconds: number): RouteFigures {
  const callbacks = entries.filter((e) => e.method === 'POST' && e.path.startsWith(CALLBACK));
  const errorKinds: Record<string, number> = {};
  for (const e of callbacks) if (e.status !== 200) errorKinds[e.status] = (errorKinds[e.status] ?? 0) + 1;
  const ascending = callbacks.map((e) => e.ms).sort((a, b) => a - b);
  return {
    route: `POST ${CALLBACK}{token}/ (Daraja, nginx's time)`,
    requests: callbacks.length,
    reqPerSec: callbacks.length / seconds,
    p50Ms: percentile(ascending, 50),
    p99Ms: percentile(ascending, 99),
    errors: Object.values(errorKinds).reduce((a, b) => a + b, 0),
    errorKinds,
  };
}

/** Requests per instance (by its address), as nginx sent them. */
export function upstreamShares(entries: Entry[]) {
  const shares: Record<string, number> = {};
  for (const e of entries) shares[e.upstream] = (shares[e.upstream] ?? 0) + 1;
  return shares;
}
