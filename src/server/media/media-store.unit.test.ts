import { describe, expect, it } from 'vitest';
import { etagMatches, isMediaKey, mediaContentType } from './media-store.ts';

// The rules every media driver shares (D-220): which keys exist, the type each is served with,
// and when a client's cached copy is still the one stored.

describe('media keys', () => {
  it('are the names the server makes', () => {
    for (const key of [
      '4b0c6a43-54c1-4a77-9b5c-0ad6a5b1f0e2/0f7c2b9e-3d11-4a3e-8f0e-6d1f7a2c9b10-640.webp',
      'avatars/avatar-0f7c2b9e-3d11-4a3e-8f0e-6d1f7a2c9b10.webp',
      'f/p.jpg.0123456789ab.tmp',
    ])
      expect(isMediaKey(key)).toBe(true);
  });

  it('never climb, start at the root, hide, or carry escapes', () => {
    for (const key of [
      '..',
      'a/..',
      '../a',
      'a/./b',
      '/a',
      'a/',
      'a//b',
      '.a',
      'a\\b',
      'a%2fb',
      'a b',
      'a/b?c',
      'x'.repeat(513),
    ])
      expect([key, isMediaKey(key)]).toEqual([key, false]);
  });
});

describe('a media file’s type', () => {
  it('comes from its extension, for the three formats stored', () => {
    expect(mediaContentType('f/p.jpg')).toBe('image/jpeg');
    expect(mediaContentType('f/p.png')).toBe('image/png');
    expect(mediaContentType('f/p-640.webp')).toBe('image/webp');
    for (const key of ['f/p.jpg.0123456789ab.tmp', 'f/jpg', 'f/p.constructor', 'f/p.svg'])
      expect(mediaContentType(key)).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it('matches the stored validator, weak or strong, in a list, or *', () => {
    expect(etagMatches('"a-1"', '"a-1"')).toBe(true);
    expect(etagMatches('W/"a-1"', '"a-1"')).toBe(true);
    expect(etagMatches('"b", "a-1"', '"a-1"')).toBe(true);
    expect(etagMatches('*', '"a-1"')).toBe(true);
    expect(etagMatches('"a-2"', '"a-1"')).toBe(false);
    expect(etagMatches(undefined, '"a-1"')).toBe(false);
  });
});
