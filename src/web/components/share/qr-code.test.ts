import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrModules, qrPath } from './qr-code.ts';

describe('qrPath', () => {
  it('draws each run of dark modules once, offset by the quiet zone', () => {
    const modules = [
      [true, true, false],
      [false, true, false],
      [true, false, true],
    ];
    expect(qrPath(modules, 0)).toBe('M0 0h2v1h-2zM1 1h1v1h-1zM0 2h1v1h-1zM2 2h1v1h-1z');
    expect(qrPath([[true]])).toBe(`M${QUIET_ZONE} ${QUIET_ZONE}h1v1h-1z`);
  });
});

describe('qrModules', () => {
  it('encodes a fundraiser link into a square code without a border', async () => {
    const modules = await qrModules('https://harambee.ke/f/Ab3dE9xZ');
    const size = modules.length;
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0);
    expect(modules.every((row) => row.length === size)).toBe(true);
    // The top-left finder pattern starts at the very corner: a dark 7-module edge.
    expect(modules[0]?.slice(0, 7)).toEqual(Array(7).fill(true));
  });
});
