import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [MIN, '1 minute ago'],
    [2 * MIN, '2 minutes ago'],
    [HOUR - 1, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [5 * HOUR, '5 hours ago'],
    [DAY, 'yesterday'],
    [2 * DAY, '2 days ago'],
    [7 * DAY, 'last week'],
    [3 * 7 * DAY, '3 weeks ago'],
    [60 * DAY, '2 months ago'],
    [365 * DAY, 'last year'],
    [3 * 365 * DAY, '3 years ago'],
  ])('%i seconds ago reads %j', (seconds, expected) => {
    expect(timeAgo(before(seconds), NOW, 'just now', 'en')).toBe(expected);
  });

  it('says it in English and in Kiswahili, from the `now` given', () => {
    expect(timeAgo(before(20), NOW, 'just now', 'en')).toBe('just now');
    expect(timeAgo(before(5 * 60), NOW, 'just now', 'en')).toBe('5 minutes ago');
    expect(timeAgo(before(2 * 86400), NOW, 'just now', 'en')).toBe('2 days ago');
    expect(timeAgo(before(86400 + 5), NOW, 'just now', 'en')).toBe('yesterday');
    expect(timeAgo(before(20), NOW, 'sasa hivi', 'sw')).toBe('sasa hivi');
    expect(timeAgo(before(5 * 60), NOW, 'sasa hivi', 'sw')).toBe('dakika 5 zilizopita');
    expect(timeAgo(before(3 * 3600), NOW, 'sasa hivi', 'sw')).toBe('saa 3 zilizopita');
    expect(timeAgo(before(86400 + 5), NOW, 'sasa hivi', 'sw')).toBe('jana');
  });

  it('never says a time in the future, and nothing for a time it cannot read', () => {
    expect(timeAgo(before(-90), NOW, 'just now', 'en')).toBe('just now');
    expect(timeAgo('not a time', NOW, 'just now', 'en')).toBe('');
  });
});
