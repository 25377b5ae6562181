import type { PledgePeriod } from './pledge-constants.ts';
import { toMinor, toWholeKes } from '../kes.ts';
import { nairobiDate } from '../nairobi-time.ts';

// A pledge's instalments and what is due by a given day (D-231): one pure home for the rule, used
// by the server (status, overdue, reminders) and the app (the pledge page). Dates are Nairobi
// calendar dates, 'YYYY-MM-DD'; amounts are KES minor units, split in whole shillings.

export { nairobiDate };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD' as its UTC midnight, or null. */
export function parseDate(value: string): Date | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? d : null;
}

/** Days from `from` to `to` (both 'YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string) =>
  Math.round((parseDate(to)!.getTime() - parseDate(from)!.getTime()) / 86_400_000);

/** `k` periods after `first`; a monthly date past a short month's end keeps to that month's last day. */
export function dateAfter(first: string, period: PledgePeriod, k: number) {
  const d = parseDate(first)!;
  if (period === 'weekly') return new Date(d.getTime() + k * 7 * 86_400_000).toISOString().slice(0, 10);
  const month = d.getUTCMonth() + k;
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(d.getUTCFullYear(), month, Math.min(d.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

export interface InstalmentPlan {
  amount_minor: number;
  due_date: string;
  instalments: number;
  period: PledgePeriod | null;
}

export interface Instalment {
  due_date: string;
  amount_minor: number;
}

/** Whole shillings each; the shillings left over go one each to the first instalments. */
export function instalmentsOf(p: InstalmentPlan): Instalment[] {
  const n = Math.max(1, p.instalments);
  const kes = toWholeKes(p.amount_minor, 'down');
  const base = Math.floor(kes / n);
  const extra = kes - base * n;
  const cents = p.amount_minor - toMinor(kes);
  return Array.from({ length: n }, (_, k) => ({
    due_date: k === 0 || !p.period ? p.due_date : dateAfter(p.due_date, p.period, k),
    amount_minor: toMinor(base + (k < extra ? 1 : 0)) + (k === n - 1 ? cents : 0),
  }));
}

/** What should have been paid once `today` has begun: every instalment due before it. */
export const dueBefore = (p: InstalmentPlan, today: string) =>
  instalmentsOf(p)
    .filter((i) => i.due_date < today)
    .reduce((sum, i) => sum + i.amount_minor, 0);

/** What is due by the end of `today` (its own instalment included): what a reminder asks for. */
export const dueBy = (p: InstalmentPlan, today: string) =>
  instalmentsOf(p)
    .filter((i) => i.due_date <= today)
    .reduce((sum, i) => sum + i.amount_minor, 0);

/** Each instalment with what of it is paid, the earliest filled first. */
export function instalmentsPaid(p: InstalmentPlan, paidMinor: number) {
  let left = paidMinor;
  return instalmentsOf(p).map((i) => {
    const paid = Math.min(i.amount_minor, Math.max(0, left));
    left -= paid;
    return { ...i, paid_minor: paid };
  });
}
