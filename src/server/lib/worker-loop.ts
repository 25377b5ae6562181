/**
 * Runs `work` every `everyMs`, and at once when woken, one run at a time: a wake during a run asks
 * for one more run right after it, so nothing written meanwhile waits for the next interval. A
 * failed run is reported and the loop goes on. The timer does not keep the process alive.
 */
export function startWorkerLoop(
  work: () => Promise<unknown>,
  options: { everyMs: number; report: (err: unknown) => void; onWake?: (wake: () => void) => void },
) {
  let running = false;
  let again = false;
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void work()
      .catch(options.report)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  options.onWake?.(tick);
  return setInterval(tick, options.everyMs).unref();
}
