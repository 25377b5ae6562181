import { describe, expect, it } from 'vitest';
import { refundRoad, refundShares } from './refund-plan.ts';

describe('refundShares', () => {
  it('gives every gift back whole when enough is held', () => {
    const shares = refundShares(
      [
        { id: 'a', amountMinor: 50_000 },
        { id: 'b', amountMinor: 30_000 },
      ],
      80_000,
    );
    expect([...shares]).toEqual([
      ['a', 50_000],
      ['b', 30_000],
    ]);
  });

  it('shares what is left in proportion, in whole shillings, never more than is held', () => {
    // 1 000 of 3 000 left: a third of each, the rounding shilling to the largest remainder.
    const gifts = [
      { id: 'a', amountMinor: 100_000 },
      { id: 'b', amountMinor: 100_000 },
      { id: 'c', amountMinor: 100_000 },
    ];
    const shares = refundShares(gifts, 100_000);
    expect([...shares.values()]).toEqual([33_400, 33_300, 33_300]);
    expect([...shares.values()].reduce((s, v) => s + v, 0)).toBe(100_000);
    for (let held = 0; held <= 300_000; held += 7_777) {
      const total = [...refundShares(gifts, held).values()].reduce((s, v) => s + v, 0);
      expect(total).toBeLessThanOrEqual(held);
      expect(held - total).toBeLessThan(100);
    }
  });

  it('leaves out a gift whose share rounds to nothing', () => {
    const shares = refundShares(
      [
        { id: 'big', amountMinor: 10_000_000 },
        { id: 'tiny', amountMinor: 100 },
      ],
      100_000,
    );
    expect(shares.has('tiny')).toBe(false);
    expect(shares.get('big')).toBe(100_000);
  });
});

describe('refundRoad', () => {
  const gift = { amountMinor: 50_000, receipt: 'QKX1234567', phone: '254712345678' };
  it('reverses a whole gift with a receipt, pays a part by B2C, and asks a masked payer to claim a part', () => {
    expect(refundRoad(gift, 50_000)).toEqual({ channel: 'reversal', party: null });
    expect(refundRoad(gift, 20_000)).toEqual({ channel: 'b2c', party: '254712345678' });
    expect(refundRoad({ ...gift, receipt: null }, 50_000)).toEqual({ channel: 'b2c', party: '254712345678' });
    expect(refundRoad({ ...gift, phone: '2547 ***** 678' }, 20_000)).toEqual({ channel: 'claim', party: null });
    expect(refundRoad({ ...gift, phone: '2547 ***** 678' }, 50_000)).toEqual({ channel: 'reversal', party: null });
  });
});
