import { describe, expect, it } from 'vitest';
import { utilityFunds } from './daraja-payouts.ts';

describe('utilityFunds', () => {
  it("reads the utility account's available funds from Daraja's AccountBalance string (research §2.6)", () => {
    expect(
      utilityFunds(
        'Working Account|KES|700000.00|700000.00|0.00|0.00&Float Account|KES|0.00|0.00|0.00|0.00&Utility Account|KES|228037.00|228037.00|0.00|0.00&Charges Paid Account|KES|-1540.00|-1540.00|0.00|0.00&Organization Settlement Account|KES|0.00|0.00|0.00|0.00',
      ),
    ).toBe(228037);
    expect(utilityFunds('Working Account|KES|700000.00|700000.00|0.00|0.00')).toBeUndefined();
    expect(utilityFunds('Utility Account|KES|abc')).toBeUndefined();
  });
});
