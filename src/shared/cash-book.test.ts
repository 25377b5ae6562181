import { describe, expect, it } from 'vitest';
import { CASH_MSG, nairobiDate, receivedOnProblem } from './cash-book.ts';

// The date a cash gift was received (D-237): a day in Nairobi (UTC+3), never after today, never
// before the fundraiser was created, whatever the zone of the phone or server asking.

describe('nairobiDate', () => {
  it('tells the day in Nairobi, which starts at 21:00 UTC the evening before', () => {
    expect(nairobiDate('2026-11-26T20:59:59.999Z')).toBe('2026-11-26');
    expect(nairobiDate('2026-11-26T21:00:00.000Z')).toBe('2026-11-27');
    expect(nairobiDate(Date.parse('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });
});

describe('receivedOnProblem', () => {
  // Created at 23:30 Nairobi on 9 January; now is 00:30 Nairobi on 12 January.
  const bounds = { createdAt: '2026-01-09T20:30:00.000Z', now: new Date('2026-01-11T21:30:00.000Z') };

  it('takes any day from the creation day to today, both included', () => {
    for (const day of ['2026-01-09', '2026-01-10', '2026-01-12']) expect(receivedOnProblem(day, bounds)).toBeNull();
  });

  it('refuses tomorrow and the day before the fundraiser', () => {
    expect(receivedOnProblem('2026-01-13', bounds)).toBe(CASH_MSG.dateFuture);
    expect(receivedOnProblem('2026-01-08', bounds)).toBe(CASH_MSG.dateBeforeFundraiser);
  });
});
