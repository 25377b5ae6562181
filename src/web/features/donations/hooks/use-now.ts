import { useEffect, useState } from 'react';

/**
 * The current time, ticking every second until `until` (ms; nothing to count towards: no ticking).
 * It starts at `drawnAt`, the time the server drew the page with, so the hydrated page first shows
 * exactly what the server drew, then counts on.
 */
export function useNow(drawnAt: number, until?: number) {
  const [now, setNow] = useState(drawnAt);
  useEffect(() => {
    if (until === undefined) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [until]);
  return now;
}
