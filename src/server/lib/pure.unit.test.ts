import { describe, expect, it } from 'vitest';
import { percentRaised } from '#shared/money.ts';
import { newShortCode, newVerificationCode } from './secrets.ts';

// Pure helpers of the server: no database, no network.

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
