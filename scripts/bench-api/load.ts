import autocannon from 'autocannon';

// One autocannon measurement: a fixed number of connections, each sending its next request as
// soon as the last one is answered, for a fixed time. Latencies are autocannon's (whole
// milliseconds), from request sent to response complete.

export interface LoadOptions {
  origin: string;
  path: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
}

export interface LoadSample {
  reqPerSec: number;
  /** null when nothing was answered within the measurement (a starved server). */
  p50Ms: number | null;
  p99Ms: number | null;
  requests: number;
  /** Sent but not answered when the time was up: their waits are in no percentile. */
  openAtEnd: number;
  /** Answers other than 2xx: a rate limiter or an error page would flatter the speed. */
  non2xx: number;
  /** Requests unanswered after TIMEOUT_MS: a finding about the server, not a broken measurement. */
  timeouts: number;
  /** Connection errors other than timeouts (refused, reset). */
  errors: number;
  /** Bytes per answer, body and headers: real and bare should be close, or they sent different
   *  things. Only meaningful without timeouts (the bytes of abandoned answers count too). */
  bytesPerRequest: number;
}

/**
 * Far beyond every goal, and short enough to happen within a measurement: a request this slow is
 * given up, counted, and its connection sends the next one.
 */
export const TIMEOUT_MS = 5000;

/**
 * A percentile that takes the given-up requests into account: each waited at least TIMEOUT_MS, so
 * when they are more than (100 - p) % of all requests, the percentile is at least that long
 * (a value no answered request can reach, so the report shows it as a lower bound).
 */
function withTimeouts(p: number, measured: number, answered: number, timeouts: number) {
  if (timeouts > 0 && timeouts / (answered + timeouts) > 1 - p / 100) return TIMEOUT_MS;
  return answered ? measured : null;
}

export async function measureLoad(opts: LoadOptions): Promise<LoadSample> {
  const result = await autocannon({
    url: opts.origin + opts.path,
    headers: opts.headers,
    connections: opts.connections,
    duration: opts.seconds,
    timeout: TIMEOUT_MS / 1000,
  });
  const requests = result.requests.total;
  return {
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    // autocannon reports 0 ms when it has no latencies at all; that is no answer, not a fast one.
    p50Ms: withTimeouts(50, result.latency.p50, requests, result.timeouts),
    p99Ms: withTimeouts(99, result.latency.p99, requests, result.timeouts),
    requests,
    openAtEnd: Math.max(0, result.requests.sent - requests - result.errors),
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    bytesPerRequest: requests ? Math.round(result.throughput.total / requests) : 0,
  };
}
