import { describe, expect, it } from 'vitest';
import { isAppScreen, publicRouteOf } from './public-pages.ts';

describe('public pages and app screens', () => {
  it('names what each public address draws, and nothing for unknown ones', () => {
    expect(publicRouteOf('/')).toEqual({ kind: 'home' });
    expect(publicRouteOf('/fundraisers/')).toEqual({ kind: 'fundraisers' });
    expect(publicRouteOf('/f/Ab3dE9xZ')).toEqual({ kind: 'fundraiser', code: 'Ab3dE9xZ' });
    expect(publicRouteOf('/refund-policy')).toEqual({ kind: 'legal', document: 'refunds' });
    expect(publicRouteOf('/contact-us')).toEqual({ kind: 'contact' });
    for (const unknown of ['/nope', '/f/', '/f/a/b', '/fundraisers/x', '/dashboard']) {
      expect(publicRouteOf(unknown), unknown).toBeNull();
    }
    expect(isAppScreen('/dashboard/')).toBe(true);
    expect(isAppScreen('/auth/login')).toBe(true);
    expect(isAppScreen('/auth/login/extra')).toBe(false);
    expect(isAppScreen('/fundraiser/create')).toBe(true);
    expect(isAppScreen('/fundraisers')).toBe(false);
  });
});
