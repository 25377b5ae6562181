import { describe, expect, it } from 'vitest';
import { WITHDRAWAL, withdrawalFee } from './withdrawal.schema.ts';

// The platform fee (D-200, D-244): taken from every withdrawal, rounded up to the shilling.
describe('the withdrawal fee', () => {
  it('is the percent of the amount, rounded up, so no withdrawal is free of it', () => {
    expect(withdrawalFee(10_000, 3.5)).toBe(350);
    expect(withdrawalFee(300_000, 3.5)).toBe(10_500);
    expect(withdrawalFee(14, 3.5)).toBe(1);
    expect(withdrawalFee(WITHDRAWAL.minSentKes + 1, 3.5)).toBe(1);
    expect(withdrawalFee(1_001, 3.5)).toBe(36);
  });

  it('is nothing only when the percent is nothing', () => {
    expect(withdrawalFee(14, 0)).toBe(0);
    expect(withdrawalFee(200, 0.5)).toBe(1);
  });
});
