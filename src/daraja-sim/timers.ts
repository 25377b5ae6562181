/** Work the simulator does later (a result, a callback), all cancelled when it shuts down. */
export function createTimers() {
  const timers = new Set<NodeJS.Timeout>();
  return {
    later(ms: number, run: () => void) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    },
    clear() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
