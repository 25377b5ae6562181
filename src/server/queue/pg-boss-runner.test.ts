import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createDb, type Db } from '#server/db/client.ts';
import { adminCliOn } from '#tests/support/admin-cli.ts';
import { dialect } from '#tests/support/api.ts';
import { createPgDatabase } from '#tests/setup/pg-database.ts';
import type { JobRunner, RecurringJob } from './job-runner.ts';
import { jobsReport } from './jobs-report.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

// The runner on PostgreSQL (D-223): two pg-boss instances on one database, as two server instances
// would have, share each job: one run at a time, one per tick between them, and a run that keeps
// failing is retried with growing gaps, then kept as failed where `npm run admin -- jobs` shows it.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const HOUR = 3600_000;

describe.runIf(dialect() === 'postgres')('background jobs on pg-boss', () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Db;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    database = await createPgDatabase(inject('serverEnv').DATABASE_URL!, 'jobs_pgboss');
    db = createDb({ databaseUrl: database.url, dataDir: os.tmpdir() }).db;
  });
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await db?.destroy();
    await database?.drop();
  });

  /** Two instances, each with its own pg-boss and its own copy of the job. */
  async function twoInstances(job: (instance: number) => RecurringJob) {
    const pair = [0, 1].map(() => createPgBossRunner({ connectionString: database.url, pollMs: 500 }));
    runners.push(...pair);
    pair.forEach((runner, instance) => runner.register(job(instance)));
    await Promise.all(pair.map((runner) => runner.start()));
    return pair as [JobRunner, JobRunner];
  }

  /** Runs that take `ms`, counted across both instances. */
  function timedRuns(ms: number) {
    const seen = { runs: 0, running: 0, mostAtOnce: 0 };
    const run = async () => {
      seen.runs++;
      seen.running++;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
      await sleep(ms);
      seen.running--;
    };
    return { seen, run };
  }

  it('runs a job once per tick between two instances, never two runs at once', async () => {
    const { seen, run } = timedRuns(300);
    await twoInstances(() => ({ name: 'shared-tick', everyMs: 1000, run, report: console.error }));
    const started = Date.now();
    await sleep(7000);
    const ticks = (Date.now() - started) / 1000;
    expect(seen.mostAtOnce).toBe(1);
    // Each instance ticks every second: alone they would make about two runs a second.
    expect(seen.runs).toBeGreaterThanOrEqual(Math.floor(ticks) - 2);
    expect(seen.runs).toBeLessThanOrEqual(Math.ceil(ticks) + 1);
  }, 30_000);

  it('a wake during a run, from either instance and however often, gives one more run after it', async () => {
    const { seen, run } = timedRuns(1500);
    const [a, b] = await twoInstances(() => ({ name: 'woken', everyMs: HOUR, run, report: console.error }));
    a.wake('woken');
    await vi.waitFor(() => expect(seen.running).toBe(1), { timeout: 5000 });
    for (let i = 0; i < 5; i++) {
      a.wake('woken');
      b.wake('woken');
    }
    await vi.waitFor(() => expect(seen.runs).toBe(2), { timeout: 10_000 });
    await vi.waitFor(() => expect(seen.running).toBe(0), { timeout: 5000 });
    await sleep(2000);
    expect([seen.runs, seen.mostAtOnce]).toEqual([2, 1]);
  }, 30_000);

  it('hands a run whose instance died back within seconds, not at its timeout', async () => {
    const runs: number[] = [];
    const [a, b] = await twoInstances((instance) => ({
      name: 'abandoned',
      everyMs: HOUR,
      report: console.error,
      run: async () => {
        runs.push(instance);
        if (runs.length === 1) await new Promise(() => {}); // this instance "dies" during it
      },
    }));
    a.wake('abandoned');
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 5000 });
    // As a killed process's would be: the session whose lock showed the run alive is gone.
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(l.pid) as ended from pg_locks l, pgboss.job j
      where j.name = 'abandoned' and j.state = 'active' and l.locktype = 'advisory' and l.granted
        and l.classid = 22300 and l.objid = (hashtext(j.id::text)::bigint & 4294967295)::oid
        and l.database = (select oid from pg_database where datname = current_database())`.execute(db);
    expect(ended.rows).toEqual([{ ended: true }]);
    const died = Date.now();
    b.wake('abandoned');
    a.wake('abandoned');
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 30_000, interval: 100 });
    expect(Date.now() - died).toBeLessThan(20_000); // its timeout is 60 s
    expect(runs[1]).not.toBe(runs[0]);
  }, 60_000);

  it('retries a failing run with growing gaps, then keeps it as failed, logged and listed', async () => {
    const tries: number[] = [];
    const reported: unknown[] = [];
    const logged = vi.spyOn(console, 'error');
    const [a] = await twoInstances(() => ({
      name: 'always-failing',
      everyMs: HOUR,
      retryLimit: 2,
      retryDelaySeconds: 1,
      report: (err) => void reported.push(err),
      run: async () => {
        tries.push(Date.now());
        throw new Error('the gateway is down (test)');
      },
    }));
    a.wake('always-failing');
    await vi.waitFor(() => expect(tries).toHaveLength(3), { timeout: 20_000, interval: 100 });
    await sleep(3000);
    expect(tries).toHaveLength(3); // the first try and two retries, then no more
    // pg-boss's back-off: the first retry 1-2 s later, the second 2-4 s after that.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(950);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(1950);
    expect(reported.map((err) => (err as Error).message)).toEqual(Array(3).fill('the gateway is down (test)'));
    expect(logged.mock.calls.flat().join('\n')).toContain('[jobs] always-failing failed 3 times in a row');
    logged.mockRestore();

    const report = await jobsReport(db);
    const queue = report?.find((q) => q.name === 'always-failing');
    expect(queue?.states.failed).toBe(1);
    expect(queue?.failures).toMatchObject([{ tries: 3, error: 'the gateway is down (test)' }]);

    const cli = await adminCliOn({ ...inject('serverEnv'), DATABASE_URL: database.url }, 'jobs');
    expect(cli.code).toBe(0);
    expect(cli.out).toContain('always-failing: created 0, retry 0, active 0, completed 0, failed 1');
    expect(cli.out).toMatch(/failed \S+ after 3 tries: the gateway is down \(test\)/);
  }, 60_000);
});
