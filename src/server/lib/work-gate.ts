/**
 * Runs at most `concurrency` jobs at once and keeps at most `queue` waiting; past that, `run`
 * refuses at once (the caller answers 503) instead of letting work pile up without bound.
 */
export function createWorkGate({ concurrency, queue }: { concurrency: number; queue: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    /** Resolves with the job's result, or rejects with `onFull()` without running it. */
    async run<T>(job: () => Promise<T>, onFull: () => Error): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw onFull();
      try {
        return await job();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
