import { describe, expect, it } from 'vitest';
import { nairobiDate, nairobiDayEnd } from './nairobi-time.ts';

// Nairobi's day (UTC+3): 21:00 UTC is already the next day there.

describe('Nairobi days', () => {
  it('names the day in Nairobi, which starts at 21:00 UTC the evening before', () => {
    expect(nairobiDate('2026-11-28T20:59:59.999Z')).toBe('2026-11-28');
    expect(nairobiDate('2026-11-28T21:00:00.000Z')).toBe('2026-11-29');
  });

  it("ends the day at Nairobi's next midnight", () => {
    expect(nairobiDayEnd('2026-11-28T07:00:00.000Z')).toBe('2026-11-28T21:00:00.000Z');
    expect(nairobiDayEnd('2026-11-28T21:00:00.000Z')).toBe('2026-11-29T21:00:00.000Z');
    expect(nairobiDayEnd('2026-12-31T22:30:00.000Z')).toBe('2027-01-01T21:00:00.000Z');
  });
});
