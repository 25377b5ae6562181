import { describe, expect, it } from 'vitest';
import { isCodePurpose, sendableFrom } from './quiet-hours.ts';

// Nairobi is UTC+3: 08:00 there is 05:00Z, 20:00 there is 17:00Z.
const at = (iso: string) => new Date(iso);

describe('quiet hours (08:00-20:00 Nairobi)', () => {
  it('sends at once during the day', () => {
    for (const iso of ['2026-11-26T05:00:00.000Z', '2026-11-26T12:00:00.000Z', '2026-11-26T16:59:59.999Z']) {
      expect(sendableFrom(at(iso), false).toISOString()).toBe(iso);
    }
  });

  it('holds a text written in the evening until 08:00 the next morning', () => {
    expect(sendableFrom(at('2026-11-26T17:00:00.000Z'), false).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(sendableFrom(at('2026-11-26T20:59:00.000Z'), false).toISOString()).toBe('2026-11-27T05:00:00.000Z');
  });

  it('holds a text written after midnight until 08:00 the same day, across months and years', () => {
    // 02:30 Nairobi on 27 Nov is 23:30Z on 26 Nov.
    expect(sendableFrom(at('2026-11-26T23:30:00.000Z'), false).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(sendableFrom(at('2026-11-27T04:59:59.000Z'), false).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(sendableFrom(at('2026-12-31T18:00:00.000Z'), false).toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('sends a code the person just asked for at once, even at night', () => {
    expect(sendableFrom(at('2026-11-26T23:30:00.000Z'), true).toISOString()).toBe('2026-11-26T23:30:00.000Z');
  });
});

describe('what a purpose says', () => {
  it('tells codes from other texts', () => {
    expect(isCodePurpose('phone-code')).toBe(true);
    expect(isCodePurpose('receipt')).toBe(false);
  });
});
