import { rawGet } from '../bench-api/raw-get.ts';
import type { Read } from './reads.ts';

// Sequential requests, one at a time, as one visitor after another: what each read costs the
// server alone, without queueing behind others (bench:api measures load).

export interface Figures {
  /** Requests measured (fewer than asked when the read hit the time limit). */
  n: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
  maxMs: number;
  /** The answer's size as sent (compressed when the server compressed it). */
  bytes: number;
  /** True when the time limit stopped the read before `requests` answers. */
  cut: boolean;
}

export interface MeasureOptions {
  requests: number;
  /** Requests a read for which the server's cache has expired gets. */
  coldRequests: number;
  warmup: number;
  /** The most a read may take before it is cut short (a slow read must not hold the run for hours). */
  limitMs: number;
}

/** The server keeps a live fundraiser's review 2 s (services/review.ts); waiting longer misses it. */
export const CACHE_EXPIRY_WAIT_MS = 2100;

/** Nearest rank: the value at or below which `p` of the samples lie. */
export function quantile(sorted: number[], p: number) {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

async function timedGet(origin: string, read: Read) {
  const started = performance.now();
  const res = await rawGet(origin, read.path, read.headers);
  const ms = performance.now() - started;
  if (res.status !== 200) {
    throw new Error(`GET ${read.path}: ${res.status}, expected 200: ${res.body.toString('utf8').slice(0, 300)}`);
  }
  return { ms, bytes: res.body.length };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function measureRead(origin: string, read: Read, opts: MeasureOptions): Promise<Figures> {
  const wanted = read.cold ? opts.coldRequests : opts.requests;
  for (let i = 0; i < opts.warmup; i++) await timedGet(origin, read);
  const times: number[] = [];
  let bytes = 0;
  const deadline = performance.now() + opts.limitMs;
  while (times.length < wanted && performance.now() < deadline) {
    if (read.cold) await sleep(CACHE_EXPIRY_WAIT_MS);
    const { ms, bytes: size } = await timedGet(origin, read);
    times.push(ms);
    bytes = size;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    medianMs: round(quantile(sorted, 0.5)),
    p95Ms: round(quantile(sorted, 0.95)),
    minMs: round(sorted[0]!),
    maxMs: round(sorted.at(-1)!),
    bytes,
    cut: sorted.length < wanted,
  };
}
