import { randomInt } from 'node:crypto';
import { medianOf } from '../bench-web/metrics.ts';

// POST /api/donations/ against the Daraja simulator: how many donations the server starts per
// second (each one a row, a push over HTTP and its answer), and how long a donor waits from
// pressing Donate to seeing success, beyond the time the simulated donor takes to enter the PIN.

export interface DonationFigures {
  startedPerSec: number;
  startP50Ms: number;
  startP99Ms: number;
  refused: number;
  /** Donate pressed → the donor's page polling GET /api/donations/{id}/ sees 'succeeded'. */
  toSuccessP50Ms: number;
  toSuccessP95Ms: number;
  /** The simulated donor's delay (the simulator's callback delay), included in toSuccess. */
  donorDelayMs: number;
}

let ip = 0;
// Every donation from its own address and number, as a crowd of donors would be: neither the
// per-number nor the per-address limit is what this measures.
const donor = () => ({
  'x-forwarded-for': `10.77.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
  phone: `07${randomInt(10_000_000, 99_999_999)}`,
});

async function post(origin: string, shortCode: string) {
  const { phone, ...headers } = donor();
  const started = performance.now();
  const res = await fetch(`${origin}/api/donations/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ short_code: shortCode, amount: randomInt(10, 5000), phone }),
  });
  const body = (await res.json()) as { data?: { id: string } };
  return { ok: res.status === 202, ms: performance.now() - started, id: body.data?.id };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export async function measureDonations(opts: {
  origin: string;
  shortCode: string;
  seconds: number;
  connections: number;
  donorDelayMs: number;
}): Promise<DonationFigures> {
  const latencies: number[] = [];
  let refused = 0;
  const end = performance.now() + opts.seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < end) {
        const r = await post(opts.origin, opts.shortCode);
        if (r.ok) latencies.push(r.ms);
        else refused++;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;

  // Then one donor at a time, polling as closely as a page could: the time to success.
  const waits: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    const r = await post(opts.origin, opts.shortCode);
    if (!r.id) continue;
    for (;;) {
      const res = await fetch(`${opts.origin}/api/donations/${r.id}/`);
      const { data } = (await res.json()) as { data: { status: string } };
      if (data.status !== 'pending') {
        if (data.status === 'succeeded') waits.push(performance.now() - started);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    startedPerSec: latencies.length / elapsed,
    startP50Ms: medianOf(latencies),
    startP99Ms: percentile(latencies, 99),
    refused,
    toSuccessP50Ms: medianOf(waits),
    toSuccessP95Ms: percentile(waits, 95),
    donorDelayMs: opts.donorDelayMs,
  };
}

/** Field by field, the median over the runs. */
export function medianDonations(runs: DonationFigures[]): DonationFigures {
  const field = (key: keyof DonationFigures) => medianOf(runs.map((r) => r[key]));
  return {
    startedPerSec: field('startedPerSec'),
    startP50Ms: field('startP50Ms'),
    startP99Ms: field('startP99Ms'),
    refused: field('refused'),
    toSuccessP50Ms: field('toSuccessP50Ms'),
    toSuccessP95Ms: field('toSuccessP95Ms'),
    donorDelayMs: field('donorDelayMs'),
  };
}
