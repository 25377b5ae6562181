import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path.ts';

describe('sitePath', () => {
  it.each([
    '/',
    '/fundraisers?category=startup',
    '/f/Abc12345#updates',
    '/fundraisers?q=water%20tank',
    '/items?x=1&y=%2F',
  ])('keeps the local path %s', (path) => expect(sitePath(path)).toBe(path));

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    ' /x',
    '/ /evil.example',
    '/\u0000/evil.example',
    '/\u007f/x',
    '/\u00a0/x',
    '/\u2028/x',
    '/\u200b/x',
    '/\u202e/x',
    '/\ufeff/x',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%E0%A4%A',
    'https://evil.example/',
    'javascript:alert(1)',
    'dashboard',
    '',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (path) => expect(sitePath(path)).toBeNull());

  it('refuses what is not text', () => {
    expect(sitePath(undefined)).toBeNull();
    expect(sitePath(['/'])).toBeNull();
  });
});
