import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-kind.ts';

// Decisions (Images): PNG and JPEG are accepted by their bytes, on the server and in the browser.

describe('sniffImage', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const bytes = (...values: number[]) => new Uint8Array(values);
  const text = (s: string) => new TextEncoder().encode(s);

  it('recognises PNG by its 8-byte signature', () => {
    expect(sniffImage(bytes(...PNG, 0, 0, 0, 0x0d))).toBe('png');
    expect(sniffImage(bytes(...PNG))).toBe('png');
  });

  it('recognises JPEG by FF D8 FF', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('jpeg');
    expect(sniffImage(bytes(0xff, 0xd8, 0xff))).toBe('jpeg');
  });

  it('rejects GIF, WebP, text and damaged signatures', () => {
    expect(sniffImage(text('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(sniffImage(text('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBeNull();
    expect(sniffImage(text('hello, this is not an image'))).toBeNull();
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b))).toBeNull();
    expect(sniffImage(bytes(0xff, 0xd8, 0xfe, 0xe0))).toBeNull();
  });

  it('rejects arrays too short for a signature', () => {
    expect(sniffImage(bytes())).toBeNull();
    expect(sniffImage(bytes(...PNG.slice(0, 7)))).toBeNull();
    expect(sniffImage(bytes(0xff, 0xd8))).toBeNull();
  });
});
