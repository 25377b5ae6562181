import { describe, expect, it } from 'vitest';
import { shortCodeFrom } from './short-code.ts';

describe('shortCodeFrom', () => {
  it('reads the code from a public address, its donate page or the bare code', () => {
    expect(shortCodeFrom(' https://harambee.example/f/Ab3dE9xZ ')).toBe('Ab3dE9xZ');
    expect(shortCodeFrom('https://harambee.example/f/Ab3dE9xZ/donate?amount=500')).toBe('Ab3dE9xZ');
    expect(shortCodeFrom('Ab3dE9xZ')).toBe('Ab3dE9xZ');
    expect(shortCodeFrom('not a code')).toBe('not a code');
  });
});
