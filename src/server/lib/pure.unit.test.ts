import { describe, expect, it } from 'vitest';
import { percentRaised } from '#shared/money.ts';
import { newShortCode, newVerificationCode } from './secrets.ts';
import { timeAgo } from './time.ts';

// Pure helpers of the server: no database, no network.

describe('timeAgo', () => {
  const now = Date.parse('2025-06-15T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  const MIN = 60;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'just now'],
    [30, 'just now'],
    [59, 'just now'],
    [MIN, '1 minute ago'],
    [2 * MIN, '2 minutes ago'],
    [HOUR - 1, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [5 * HOUR, '5 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY, '2 days ago'],
    [7 * DAY, '1 week ago'],
    [3 * 7 * DAY, '3 weeks ago'],
    [60 * DAY, '2 months ago'],
    [365 * DAY, '1 year ago'],
    [3 * 365 * DAY, '3 years ago'],
  ])('%i seconds ago reads %j', (seconds, expected) => {
    expect(timeAgo(ago(seconds), now)).toBe(expected);
  });

  it('reads a time in the future as just now', () => {
    expect(timeAgo(new Date(now + 5 * HOUR * 1000).toISOString(), now)).toBe('just now');
  });
});

describe('newShortCode', () => {
  const ALPHABET = /^[ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789]{8}$/;
  const codes = Array.from({ length: 1000 }, newShortCode);

  it('is 8 characters from its alphabet', () => {
    expect(codes.filter((code) => !ALPHABET.test(code))).toEqual([]);
  });

  it('never uses the look-alikes 0, O, 1, l and I', () => {
    expect(codes.join('')).not.toMatch(/[0O1lI]/);
  });

  it('gives 1000 different codes in 1000 calls', () => {
    expect(new Set(codes).size).toBe(1000);
  });
});

describe('newVerificationCode', () => {
  const codes = Array.from({ length: 5000 }, newVerificationCode);

  it('is always 6 digits', () => {
    expect(codes.filter((code) => !/^\d{6}$/.test(code))).toEqual([]);
  });

  it('pads small numbers with zeros', () => {
    // About one code in ten is below 100000; in 5000 codes at least one is (chance of none: ~1e-229).
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('varies', () => {
    expect(new Set(codes).size).toBeGreaterThan(4900);
  });
});

describe('percentRaised', () => {
  it.each([
    [50, 200, 25],
    [1, 3, 33],
    [2, 3, 67],
    [0, 1000, 0],
    [1000, 1000, 100],
    [300, 200, 150],
    [5, 0, 0],
    [0, 0, 0],
  ])('%d raised of %d is %d percent', (raised, goal, expected) => {
    expect(percentRaised(raised, goal)).toBe(expected);
  });
});
