import { describe, expect, it } from 'vitest';
import { accountNumberOf, numericAccount } from './account-number.ts';

describe('numeric paybill accounts (D-254)', () => {
  it('append a check digit that the reader accepts, with spaces or dashes typed between digits', () => {
    expect(accountNumberOf(572)).toBe('5724'); // Damm's worked example
    const account = accountNumberOf(10_007);
    expect(account).toHaveLength(6);
    expect(numericAccount(account)).toBe(account);
    expect(numericAccount(` ${account.slice(0, 3)} ${account.slice(3)} `)).toBe(account);
    expect(numericAccount(`${account.slice(0, 3)}-${account.slice(3)}`)).toBe(account);
  });

  it('refuse every single wrong digit and every swap of two different neighbours', () => {
    for (let n = 1000; n < 1400; n++) {
      const account = accountNumberOf(n);
      for (let i = 0; i < account.length; i++) {
        for (let d = 0; d <= 9; d++) {
          if (String(d) === account[i]) continue;
          expect(numericAccount(account.slice(0, i) + d + account.slice(i + 1))).toBeNull();
        }
        if (i + 1 < account.length && account[i] !== account[i + 1]) {
          const swapped = account.slice(0, i) + account[i + 1] + account[i] + account.slice(i + 2);
          expect(numericAccount(swapped)).toBeNull();
        }
      }
    }
  });

  it('are not read from codes with letters, or from nothing', () => {
    expect(numericAccount('AbC2xyz9')).toBeNull();
    expect(numericAccount('')).toBeNull();
    expect(numericAccount('12 34a')).toBeNull();
  });
});
