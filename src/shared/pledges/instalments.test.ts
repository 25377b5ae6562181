import { describe, expect, it } from 'vitest';
import { dateAfter, dueBefore, dueBy, instalmentsOf, instalmentsPaid, nairobiDate, parseDate } from './instalments.ts';
import { pledgedRemainder, pledgeStatus } from './pledge-status.ts';

// The pledge's calendar and status (D-231) with the date given: what is due by which day, and
// what a pledge is on that day.

const plan = (over: Partial<Parameters<typeof instalmentsOf>[0]> = {}) => ({
  amount_minor: 300_100,
  due_date: '2026-01-31',
  instalments: 3,
  period: 'monthly' as const,
  ...over,
});

describe('instalments', () => {
  it('reads the date in Nairobi, three hours ahead of UTC', () => {
    expect(nairobiDate(Date.parse('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(nairobiDate(Date.parse('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
    expect(parseDate('2026-02-29')).toBeNull();
    expect(parseDate('2028-02-29')).not.toBeNull();
  });

  it('splits whole shillings, the odd ones first, and keeps monthly dates within short months', () => {
    expect(instalmentsOf(plan())).toEqual([
      { due_date: '2026-01-31', amount_minor: 100_100 },
      { due_date: '2026-02-28', amount_minor: 100_000 },
      { due_date: '2026-03-31', amount_minor: 100_000 },
    ]);
    expect(instalmentsOf(plan({ amount_minor: 1000_00, instalments: 3 })).map((i) => i.amount_minor)).toEqual([
      33_400, 33_300, 33_300,
    ]);
    expect(dateAfter('2026-12-29', 'weekly', 1)).toBe('2027-01-05');
    expect(instalmentsOf(plan({ instalments: 1, period: null }))).toEqual([
      { due_date: '2026-01-31', amount_minor: 300_100 },
    ]);
  });

  it('tells what fell due before a day and what is due by its end', () => {
    expect(dueBefore(plan(), '2026-01-31')).toBe(0);
    expect(dueBy(plan(), '2026-01-31')).toBe(100_100);
    expect(dueBefore(plan(), '2026-03-01')).toBe(200_100);
    expect(dueBefore(plan(), '2027-01-01')).toBe(300_100);
    expect(instalmentsPaid(plan(), 150_000).map((i) => i.paid_minor)).toEqual([100_100, 49_900, 0]);
  });
});

describe('status', () => {
  const facts = (state: 'unconfirmed' | 'confirmed' | 'released', paid: number) => ({
    ...plan(),
    state,
    paid_minor: paid,
  });

  it('follows the payments and the calendar', () => {
    expect(pledgeStatus(facts('unconfirmed', 0), '2026-01-01')).toBe('unconfirmed');
    expect(pledgeStatus(facts('confirmed', 0), '2026-01-31')).toBe('open');
    expect(pledgeStatus(facts('confirmed', 0), '2026-02-01')).toBe('overdue');
    expect(pledgeStatus(facts('confirmed', 100_100), '2026-02-01')).toBe('partly_paid');
    expect(pledgeStatus(facts('confirmed', 100_100), '2026-03-01')).toBe('overdue');
    expect(pledgeStatus(facts('confirmed', 300_100), '2027-01-01')).toBe('fulfilled');
    expect(pledgeStatus(facts('released', 100), '2027-01-01')).toBe('released');
  });

  it('counts as pledged only the unpaid part of a confirmed pledge', () => {
    expect(pledgedRemainder(facts('confirmed', 100_000))).toBe(200_100);
    expect(pledgedRemainder(facts('confirmed', 400_000))).toBe(0);
    expect(pledgedRemainder(facts('released', 0))).toBe(0);
    expect(pledgedRemainder(facts('unconfirmed', 0))).toBe(0);
  });
});
