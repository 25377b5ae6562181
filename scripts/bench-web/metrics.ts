// The Core Web Vitals arithmetic, done on the raw entries probe.js records in the page.

export interface RawProbe {
  fcp: number | null;
  lcp: number | null;
  lcpElement: string | null;
  shifts: { start: number; value: number }[];
  longTasks: { start: number; duration: number }[];
  titleDonateSeen: number | null;
  hasTitle: boolean;
  hasDonate: boolean;
  responseEnd: number | null;
  loadEnd: number | null;
  controlled: boolean;
}

/**
 * Total Blocking Time as Lighthouse counts it: for each long task after FCP, the part beyond
 * 50 ms; a task that straddles FCP counts only from FCP on. It ends where the measurement ends
 * (network idle plus a quiet second) rather than at a computed TTI.
 */
export function tbtOf(tasks: RawProbe['longTasks'], fcp: number, end: number) {
  let total = 0;
  for (const { start, duration } of tasks) {
    const from = Math.max(start, fcp);
    const to = Math.min(start + duration, end);
    if (to - from > 50) total += to - from - 50;
  }
  return Math.round(total);
}

/**
 * Cumulative Layout Shift by its current definition: shifts are grouped into session windows
 * (gaps under 1 s, at most 5 s long) and the worst window counts. Shifts right after user input
 * were already dropped in the page.
 */
export function clsOf(shifts: RawProbe['shifts']) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const { start, value } of [...shifts].sort((a, b) => a.start - b.start)) {
    if (start - last >= 1000 || start - windowStart >= 5000) {
      windowStart = start;
      current = 0;
    }
    current += value;
    last = start;
    worst = Math.max(worst, current);
  }
  return Math.round(worst * 1000) / 1000;
}

export function medianOf(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Per-key median over runs for numeric fields; other fields come from the median-LCP run. */
export function median<T extends object>(runs: T[]): T {
  const middle = <V>(values: V[], by: (v: V) => number) => {
    const sorted = [...values].sort((a, b) => by(a) - by(b));
    return sorted[Math.floor((sorted.length - 1) / 2)]!;
  };
  const lcp = (r: T) => ((r as Record<string, unknown>).lcpMs as number | null) ?? Infinity;
  const representative = middle(runs, lcp);
  const out = { ...representative } as Record<string, unknown>;
  for (const key of Object.keys(representative)) {
    const values = runs.map((r) => (r as Record<string, unknown>)[key]).filter((v) => typeof v === 'number');
    if (values.length) out[key] = medianOf(values as number[]);
  }
  return out as T;
}
