import { checkJobName, STOP_WAIT_MS, within, type JobRunner, type RecurringJob } from './job-runner.ts';
import { startWorkerLoop, type WorkerLoop } from './worker-loop.ts';

/**
 * The runner on SQLite, the default (D-223): each job is a worker loop in this process. SQLite
 * means one server process, so nothing needs deciding between instances; a failed run is logged
 * and the next interval is its retry.
 */
export function createInProcessRunner(): JobRunner {
  const jobs = new Map<string, RecurringJob>();
  const loops = new Map<string, WorkerLoop>();
  const wake = (name: string) => loops.get(name)?.wake();
  return {
    engine: 'in-process',
    register(job) {
      checkJobName(job.name, jobs);
      jobs.set(job.name, job);
      job.onWake?.(() => wake(job.name));
    },
    wake,
    async start() {
      for (const job of jobs.values())
        if (!loops.has(job.name))
          loops.set(job.name, startWorkerLoop(job.run, { everyMs: job.everyMs, report: job.report }));
    },
    async stop() {
      const stopping = [...loops.values()].map((loop) => loop.stop());
      loops.clear();
      await within(Promise.all(stopping), STOP_WAIT_MS);
    },
  };
}
