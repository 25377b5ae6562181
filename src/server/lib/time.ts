/** Timestamps are stored as ISO-8601 UTC text on both databases. */
export const nowIso = () => new Date().toISOString();
export const isoIn = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
export const isPast = (iso: string) => Date.parse(iso) <= Date.now();
