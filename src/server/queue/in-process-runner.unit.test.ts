import { afterEach, describe, expect, it, vi } from 'vitest';
import { createInProcessRunner } from './in-process-runner.ts';
import type { JobRunner, RecurringJob } from './job-runner.ts';

// The runner SQLite uses (D-223): each job a loop in this process, one run at a time, woken early.

const HOUR = 3600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job whose runs are counted and, while `hold` is set, wait for it. */
function countedJob(overrides: Partial<RecurringJob> = {}) {
  const seen = { runs: 0, running: 0, mostAtOnce: 0, reported: [] as unknown[] };
  let release: () => void = () => {};
  let hold: Promise<void> | null = null;
  const job: RecurringJob = {
    name: 'counted',
    everyMs: HOUR,
    report: (err) => void seen.reported.push(err),
    run: async () => {
      seen.runs++;
      seen.running++;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
      try {
        await (hold ?? sleep(1));
      } finally {
        seen.running--;
      }
    },
    ...overrides,
  };
  return {
    job,
    seen,
    holdRuns: () => (hold = new Promise<void>((resolve) => (release = resolve))),
    releaseRuns: () => {
      hold = null;
      release();
    },
  };
}

let runner: JobRunner | undefined;
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
});

async function started(job: RecurringJob) {
  runner = createInProcessRunner();
  runner.register(job);
  await runner.start();
  return runner;
}

describe('the in-process job runner', () => {
  it('runs a job every interval, never two runs at once however often it is woken', async () => {
    const { job, seen } = countedJob({ everyMs: 5 });
    job.run = async () => {
      seen.runs++;
      seen.running++;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.running);
      await sleep(15);
      seen.running--;
    };
    const jobs = await started(job);
    const waking = setInterval(() => jobs.wake('counted'), 2);
    await vi.waitFor(() => expect(seen.runs).toBeGreaterThanOrEqual(6), { timeout: 5000 });
    clearInterval(waking);
    expect(seen.mostAtOnce).toBe(1);
  });

  it('runs once more after a run during which it was woken, however many times', async () => {
    const { job, seen, holdRuns, releaseRuns } = countedJob();
    const jobs = await started(job);
    holdRuns();
    jobs.wake('counted');
    await vi.waitFor(() => expect(seen.running).toBe(1));
    for (let i = 0; i < 5; i++) jobs.wake('counted');
    await sleep(20);
    expect(seen.runs).toBe(1);
    releaseRuns();
    await vi.waitFor(() => expect(seen.runs).toBe(2));
    await sleep(50);
    expect([seen.runs, seen.mostAtOnce]).toEqual([2, 1]);
  });

  it('reports a failed run and goes on running', async () => {
    const { job, seen } = countedJob();
    const failure = new Error('Daraja is down');
    let calls = 0;
    job.run = async () => {
      calls++;
      if (calls === 1) throw failure;
      seen.runs++;
    };
    const jobs = await started(job);
    jobs.wake('counted');
    await vi.waitFor(() => expect(seen.reported).toEqual([failure]));
    jobs.wake('counted');
    await vi.waitFor(() => expect(seen.runs).toBe(1));
    expect([calls, seen.reported.length]).toEqual([2, 1]);
  });

  it('passes its wake to the job, for the writes that need it soon', async () => {
    let wake: () => void = () => {};
    const { job, seen } = countedJob({ onWake: (w) => (wake = w) });
    await started(job);
    wake();
    await vi.waitFor(() => expect(seen.runs).toBe(1));
  });

  it('stops: waits for the run in progress, and runs nothing after', async () => {
    const { job, seen, holdRuns, releaseRuns } = countedJob({ everyMs: 10 });
    const jobs = await started(job);
    holdRuns();
    jobs.wake('counted');
    await vi.waitFor(() => expect(seen.running).toBe(1));
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    jobs.wake('counted');
    await sleep(30);
    expect(stopped).toBe(false);
    releaseRuns();
    await stopping;
    await sleep(50);
    expect(seen.runs).toBe(1);
  });

  it('refuses a name twice, or one pg-boss could not take', () => {
    runner = createInProcessRunner();
    runner.register(countedJob().job);
    expect(() => runner!.register(countedJob().job)).toThrow('registered twice');
    expect(() => runner!.register(countedJob({ name: 'Payment queries' }).job)).toThrow('lowercase');
  });
});
