import pg from 'pg';
import PgBoss from 'pg-boss';
import {
  checkJobName,
  DEFAULT_TIMEOUT_SECONDS,
  STOP_WAIT_MS,
  within,
  type JobRunner,
  type RecurringJob,
} from './job-runner.ts';
import { abandonedRunsSql, createRunLiveness } from './run-liveness.ts';
import { startWorkerLoop, type WorkerLoop } from './worker-loop.ts';

/** pg-boss keeps its tables in this schema of the application's database (D-223). */
export const JOBS_SCHEMA = 'pgboss';

// The lock of the look for abandoned runs, beside the runs' own.
const ABANDONED_RUNS_CHECK = 'abandoned-runs-check';

export interface PgBossRunnerOptions {
  connectionString: string;
  /** How often an instance looks for runs it did not send itself: retries, another instance's. */
  pollMs?: number;
}

// A job's cadence in whole seconds: pg-boss throttles by the second, so a run every 250 ms asked
// for becomes one a second.
const slotSeconds = (job: RecurringJob) => Math.max(1, Math.round(job.everyMs / 1000));

/**
 * 'stately' keeps at most one run of a queue waiting, one waiting out a retry and one running,
 * across every instance: runs one at a time, and a wake during a run gives one more run after it.
 */
const queueOptions = (job: RecurringJob): PgBoss.Queue => ({
  name: job.name,
  policy: 'stately',
  retryLimit: job.retryLimit ?? 3,
  retryDelay: job.retryDelaySeconds ?? Math.min(60, slotSeconds(job)),
  retryBackoff: true,
  expireInSeconds: job.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
});

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/**
 * Runs `work` while holding a lock every instance's start-up takes: two pg-boss instances making
 * the same queue at once deadlock (each one's new partition waits on the other's queue row). The
 * lock is a session's, on a connection of its own, and ends with it.
 */
async function oneStartAtATime(connectionString: string, work: () => Promise<void>) {
  const session = new pg.Client({ connectionString, application_name: 'harambee-jobs-start' });
  session.on('error', (err) => console.error(`[jobs] start-up lock: ${err.message}`));
  await session.connect();
  try {
    await session.query('select pg_advisory_lock(hashtext($1))', [`${JOBS_SCHEMA}.start`]);
    await work();
  } finally {
    await session.end();
  }
}

/**
 * The runner on PostgreSQL (D-223): every run of a job is a pg-boss job in the shared database.
 * Each instance sends one run per cadence slot (pg-boss's `singletonSeconds`: of several instances
 * sending in one slot, one insert wins) and a wake sends one at once; whichever instance fetches a
 * run does it, and pg-boss records how it ended. A failed run is retried with growing gaps and,
 * after its last try, kept as failed (`npm run admin -- jobs` lists those) and logged.
 */
export function createPgBossRunner({ connectionString, pollMs = 2000 }: PgBossRunnerOptions): JobRunner {
  const boss = new PgBoss({
    connectionString,
    schema: JOBS_SCHEMA,
    application_name: 'harambee-jobs',
    // Its queries are short and mostly one at a time; every connection counts against PostgreSQL's limit.
    max: 2,
    // No cron: its granularity is a minute, and the tests' payment queries run every second. Each
    // instance ticks itself instead (D-223).
    schedule: false,
    // Runs past their timeout are failed this often (a dead instance's are found sooner, below).
    maintenanceIntervalSeconds: 15,
    // A finished run moves to the archive after an hour, a failed one after a week (what
    // `npm run admin -- jobs` reads), and the archive keeps them a day more: about 150 000 runs a
    // day at the default cadences.
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 7 * 86_400,
    deleteAfterDays: 1,
  });
  // Without a listener an 'error' event would end the process; pg-boss recovers by itself.
  boss.on('error', (err: Error) => console.error(`[jobs] pg-boss: ${err.message}`));
  const jobs = new Map<string, RecurringJob>();
  const loops = new Map<string, WorkerLoop>();
  const tickers: NodeJS.Timeout[] = [];
  const inFlight = new Map<string, string>();
  const liveness = createRunLiveness(connectionString);
  let running = false;

  const send = (job: RecurringJob, options: PgBoss.SendOptions) => {
    if (!running) return;
    boss.send(job.name, {}, options).then((id) => {
      // Null: a run was waiting already (or this slot's was sent by another instance).
      if (id) loops.get(job.name)?.wake();
    }, job.report);
  };

  /** Runs what this instance may fetch now, one at a time, until the queue has nothing for it. */
  async function runWaiting(job: RecurringJob) {
    while (running) {
      // Fetching returns nothing while another instance runs this job (the 'stately' policy).
      const [run] = await boss.fetch<object>(job.name, { batchSize: 1, includeMetadata: true });
      if (!run) return;
      if (!(await liveness.hold(run.id))) {
        // Its first try outlived its timeout and is still going elsewhere: that instance ends it.
        console.warn(`[jobs] ${job.name}: run ${run.id} is still going on another instance; left to it`);
        return;
      }
      inFlight.set(job.name, run.id);
      try {
        await runOne(job, run);
      } finally {
        inFlight.delete(job.name);
        await liveness.release(run.id);
      }
    }
  }

  /** Hands back the runs whose instance died mid-run, so the queue goes on in seconds. */
  async function failAbandoned() {
    // One instance looks at a time, or two would hand the same run back twice.
    if (!running || !(await liveness.hold(ABANDONED_RUNS_CHECK))) return;
    try {
      const found = await boss.getDb().executeSql(abandonedRunsSql(JOBS_SCHEMA), [[...jobs.keys()]]);
      for (const { name, id } of (found?.rows ?? []) as { name: string; id: string }[]) {
        console.warn(`[jobs] ${name}: run ${id} lost its instance mid-run; handed back`);
        await boss.fail(name, id, new Error('its instance stopped during this run'));
      }
    } finally {
      await liveness.release(ABANDONED_RUNS_CHECK);
    }
  }

  async function runOne(job: RecurringJob, run: PgBoss.JobWithMetadata<object>) {
    let failure: { err: unknown } | null = null;
    try {
      await job.run();
    } catch (err) {
      failure = { err };
    }
    if (!failure) return void (await boss.complete(job.name, run.id));
    job.report(failure.err);
    if (run.retryCount >= run.retryLimit)
      console.error(
        `[jobs] ${job.name} failed ${run.retryCount + 1} times in a row; kept as failed (npm run admin -- jobs lists it)`,
      );
    await boss.fail(job.name, run.id, asError(failure.err));
  }

  return {
    engine: 'pg-boss',
    register(job) {
      checkJobName(job.name, jobs);
      jobs.set(job.name, job);
      job.onWake?.(() => send(job, {}));
    },
    wake(name) {
      const job = jobs.get(name);
      if (job) send(job, {});
    },
    async start() {
      await oneStartAtATime(connectionString, async () => {
        await boss.start();
        for (const job of jobs.values()) {
          await boss.createQueue(job.name, queueOptions(job));
          // createQueue leaves a queue an earlier version made as it was: these settings win.
          await boss.updateQueue(job.name, queueOptions(job));
        }
      });
      running = true;
      const reportAbandoned = (err: unknown) =>
        running && console.error('[jobs] looking for abandoned runs failed', err);
      void failAbandoned().catch(reportAbandoned);
      tickers.push(setInterval(() => void failAbandoned().catch(reportAbandoned), 5000).unref());
      for (const job of jobs.values()) {
        loops.set(
          job.name,
          startWorkerLoop(() => runWaiting(job), { everyMs: pollMs, report: job.report }),
        );
        const every = slotSeconds(job);
        tickers.push(setInterval(() => send(job, { singletonSeconds: every }), every * 1000).unref());
      }
    },
    async stop() {
      running = false;
      for (const ticker of tickers.splice(0)) clearInterval(ticker);
      const stopping = [...loops.values()].map((loop) => loop.stop());
      loops.clear();
      await within(Promise.all(stopping), STOP_WAIT_MS);
      // A run still going is handed back now, not at its expiry: another instance may start one.
      for (const [name, id] of inFlight)
        await boss.fail(name, id, new Error('the server stopped during this run')).catch(() => undefined);
      await liveness.close();
      await boss.stop({ wait: true, timeout: 1000 });
    },
  };
}
