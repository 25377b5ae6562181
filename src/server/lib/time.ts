/** Timestamps are stored as ISO-8601 UTC text on both databases. */
export const nowIso = () => new Date().toISOString();
export const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
export const isPast = (iso: string) => Date.parse(iso) <= Date.now();

/** "just now", "5 minutes ago", "3 days ago" for the recent supporters list. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  const units: [number, string][] = [
    [365 * 24 * 3600, 'year'],
    [30 * 24 * 3600, 'month'],
    [7 * 24 * 3600, 'week'],
    [24 * 3600, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${name}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
