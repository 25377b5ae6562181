import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days.ts';

// Escrow's calendar (D-199): Monday to Friday in Nairobi (UTC+3), at the same time of day.

const at = (iso: string, days: number) => addBusinessDays(new Date(iso), days).toISOString();

describe('addBusinessDays', () => {
  it('is the same instant for 0 days', () => {
    expect(at('2026-11-28T07:00:00.000Z', 0)).toBe('2026-11-28T07:00:00.000Z');
  });

  it('counts Monday to Friday only', () => {
    // Wednesday 26 Nov 2026, 13:00 Nairobi → five business days later is Wednesday 3 Dec.
    expect(at('2026-11-26T10:00:00.000Z', 5)).toBe('2026-12-03T10:00:00.000Z');
    // Friday 27 Nov → the next business day is Monday 30 Nov.
    expect(at('2026-11-27T10:00:00.000Z', 1)).toBe('2026-11-30T10:00:00.000Z');
  });

  it('starts a weekend donation counting from Monday', () => {
    // Saturday 28 Nov, 10:00 Nairobi → Monday 30 Nov; five days → Friday 4 Dec.
    expect(at('2026-11-28T07:00:00.000Z', 1)).toBe('2026-11-30T07:00:00.000Z');
    expect(at('2026-11-28T07:00:00.000Z', 5)).toBe('2026-12-04T07:00:00.000Z');
  });

  it('reads the weekday in Nairobi, not UTC', () => {
    // Friday 27 Nov 22:30 UTC is Saturday 01:30 in Nairobi: one business day is Monday 01:30 there.
    expect(at('2026-11-27T22:30:00.000Z', 1)).toBe('2026-11-29T22:30:00.000Z');
    // Sunday 29 Nov 22:30 UTC is Monday 01:30 in Nairobi: one business day is Tuesday 01:30 there.
    expect(at('2026-11-29T22:30:00.000Z', 1)).toBe('2026-11-30T22:30:00.000Z');
  });
});
