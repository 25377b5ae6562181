import { describe, expect, it } from 'vitest';
import {
  asMinor,
  formatKes,
  formatKesDigits,
  fromMinor,
  kesIn,
  parseKes,
  readKes,
  toMinor,
  toWholeKes,
} from './kes.ts';

describe('shillings and minor units (D-247)', () => {
  it('turns shillings into whole minor units, rounding what binary cannot hold the right way', () => {
    expect(toMinor(4000)).toBe(400_000);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(0.285)).toBe(29);
    expect(toMinor(10.5)).toBe(1050);
    expect(toMinor(-1.005)).toBe(-101);
    expect(toMinor(1e-7)).toBe(0);
    expect(Object.is(toMinor(-0.001), 0)).toBe(true);
    expect(toMinor(12_345_678.91)).toBe(1_234_567_891);
  });

  it('turns minor units back into shillings, and reads stored counts', () => {
    expect(fromMinor(400_050)).toBe(4000.5);
    expect(fromMinor(1)).toBe(0.01);
    expect(asMinor('250000')).toBe(250_000);
    expect(asMinor(7n)).toBe(7);
    for (const kes of [0.01, 1.1, 99.99, 2500.5, 1_000_000]) expect(fromMinor(toMinor(kes))).toBe(kes);
  });

  it('gives the whole shillings M-Pesa moves, to the nearest, down or up', () => {
    expect(toWholeKes(400_050)).toBe(4001);
    expect(toWholeKes(400_049)).toBe(4000);
    expect(toWholeKes(400_099, 'down')).toBe(4000);
    expect(toWholeKes(400_001, 'up')).toBe(4001);
  });

  it("reads Daraja's amounts exactly from their digits", () => {
    expect(parseKes('300.00')).toBe(30_000);
    expect(parseKes('10')).toBe(1000);
    expect(parseKes('10.5')).toBe(1050);
    expect(parseKes('1,000.07')).toBe(100_007);
    expect(parseKes(' 250 ')).toBe(25_000);
    expect(parseKes('1e3')).toBeNull();
    expect(parseKes('ten')).toBeNull();
    expect(parseKes('10.123')).toBeNull();
    expect(parseKes('-5')).toBeNull();
    expect(parseKes('')).toBeNull();
    expect(readKes('300.00')).toBe(30_000);
    expect(readKes(1.1)).toBe(110);
    expect(readKes(undefined)).toBeNull();
    expect(readKes('n/a')).toBeNull();
  });

  it('converts to another currency to its hundredths', () => {
    expect(kesIn(1_290_000, 129)).toBe(100);
    expect(kesIn(100_000, 129)).toBe(7.75);
  });

  it('writes amounts for screens and e-mails, the same in both languages', () => {
    expect(formatKes(400_000)).toBe('Ksh\u00a04,000');
    expect(formatKes(400_050)).toBe('Ksh\u00a04,001');
    expect(formatKes(1_000_000_00, 'sw')).toBe(formatKes(1_000_000_00, 'en'));
    expect(formatKes(1250, 'sw')).toBe(formatKes(1250, 'en'));
  });

  it('writes the digits an SMS puts after its own "KES"', () => {
    expect(formatKesDigits(400_000)).toBe('4,000');
    expect(formatKesDigits(400_050)).toBe('4,001');
    expect(formatKesDigits(400_099, 'down')).toBe('4,000');
  });
});
