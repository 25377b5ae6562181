import { API } from '#shared/api-paths.ts';
import { medianOf } from '../bench-web/metrics.ts';

// A burst of wrong-password logins, the expensive request an attacker (or a crowd after a
// password change) sends: each one costs the server an argon2 hash. It keeps `parallel` logins in
// flight, sending the next as each is answered, until stopped.
//
// Each login uses an e-mail and a client address of its own, so the per-e-mail and per-address
// limits never trip and every login reaches argon2. The address goes in X-Forwarded-For, which
// the server reads only when started with TRUST_PROXY_HOPS=1.

export interface LoginStats {
  sent: number;
  /** Answers by status code; "error" for a request that failed or timed out. */
  byStatus: Record<string, number>;
  p50Ms: number | null;
  p99Ms: number | null;
}

/** Every login of the whole run gets a new identity, bursts included: none repeats. */
let identities = 0;

function nextIdentity() {
  const n = ++identities;
  return {
    email: `nobody-${n}@example.test`,
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
}

/** The p-th percentile by nearest rank; null when there is nothing to rank. */
function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** What one burst saw, raw, so several bursts (--runs) can be summarized as one. */
export interface BurstAnswers {
  latencies: number[];
  byStatus: Record<string, number>;
}

export function summarizeLogins(bursts: BurstAnswers[]): LoginStats {
  const sorted = bursts.flatMap((b) => b.latencies).sort((a, b) => a - b);
  const byStatus: Record<string, number> = {};
  for (const b of bursts) for (const [k, n] of Object.entries(b.byStatus)) byStatus[k] = (byStatus[k] ?? 0) + n;
  return {
    sent: sorted.length,
    byStatus,
    p50Ms: sorted.length ? Math.round(medianOf(sorted)) : null,
    p99Ms: percentile(sorted, 99),
  };
}

export function startLoginBurst(origin: string, parallel = 40) {
  let running = true;
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const count = (key: string) => (byStatus[key] = (byStatus[key] ?? 0) + 1);

  async function loginOnce() {
    const { email, ip } = nextIdentity();
    const started = performance.now();
    try {
      const res = await fetch(`${origin}/api${API.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email_address: email, password: 'wrong-Password1' }),
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      count(String(res.status));
    } catch {
      count('error');
    }
    latencies.push(Math.round(performance.now() - started));
  }

  async function lane() {
    while (running) await loginOnce();
  }
  const lanes = Array.from({ length: parallel }, lane);

  return {
    /** Stops sending and waits for the logins still in flight (the server answers each). */
    async stop(): Promise<BurstAnswers> {
      running = false;
      await Promise.all(lanes);
      return { latencies, byStatus };
    },
  };
}
