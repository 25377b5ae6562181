import { dateFormat } from '#shared/format-language.ts';

export { formatMoney, formatRaised } from '#shared/money.ts';

/** Dates and times on the profile page, in the app's language. */
export const formatDateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File sizes (spec §9): 1024-based units, up to 2 decimals; 0 shows '0 Bytes'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0), BYTE_UNITS.length - 1);
  let value = Number((bytes / 1024 ** unit).toFixed(2));
  // 1048575 bytes would round to '1024 KB': show it as '1 MB' instead.
  if (value >= 1024 && unit < BYTE_UNITS.length - 1) value = Number((bytes / 1024 ** ++unit).toFixed(2));
  return `${value} ${BYTE_UNITS[unit]}`;
}
