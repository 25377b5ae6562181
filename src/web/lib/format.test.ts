import { describe, expect, it } from 'vitest';
import { formatBytes } from './format.ts';

// Spec §9: "File-size display: 1024-based units (Bytes, KB, MB, GB), up to 2 decimals; 0 shows '0 Bytes'".

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1000, '1000 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [612 * 1024, '612 KB'],
    [2097152, '2 MB'],
    [5_033_165, '4.8 MB'],
    [1234567, '1.18 MB'],
    [3 * 1024 ** 3, '3 GB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('keeps at most 2 decimals', () => {
    expect(formatBytes(1024 + 1)).toBe('1 KB');
    expect(formatBytes(1024 * 1.333)).toBe('1.33 KB');
  });

  it('moves up a unit instead of showing 1024 of the smaller one', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
  });

  it('stays in GB beyond them', () => {
    expect(formatBytes(2048 * 1024 ** 3)).toBe('2048 GB');
  });

  it('shows 0 Bytes for nothing or nonsense', () => {
    expect(formatBytes(-5)).toBe('0 Bytes');
    expect(formatBytes(Number.NaN)).toBe('0 Bytes');
  });
});
