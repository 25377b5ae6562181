export interface WorkerLoop {
  /** Runs the work now, or once more right after the run in progress. */
  wake(): void;
  /** No more runs; resolves when the run in progress (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * Runs `work` every `everyMs`, and at once when woken, one run at a time: a wake during a run asks
 * for one more run right after it, so nothing written meanwhile waits for the next interval. A
 * failed run is reported and the loop goes on. The timer does not keep the process alive.
 */
export function startWorkerLoop(
  work: () => Promise<unknown>,
  options: { everyMs: number; report: (err: unknown) => void },
): WorkerLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = Promise.resolve()
      .then(work)
      .then(
        () => undefined,
        (err: unknown) => options.report(err),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, options.everyMs).unref();
  return {
    wake: tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
