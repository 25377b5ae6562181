import { describe, expect, it } from 'vitest';
import { isAppScreen, publicRouteOf } from './public-pages.ts';

describe('public pages and app screens', () => {
  it('names what each public address draws, and nothing for unknown ones', () => {
    expect(publicRouteOf('/')).toEqual({ kind: 'home' });
    expect(publicRouteOf('/fundraisers/')).toEqual({ kind: 'fundraisers' });
    expect(publicRouteOf('/f/Ab3dE9xZ')).toEqual({ kind: 'fundraiser', code: 'Ab3dE9xZ' });
    expect(publicRouteOf('/refund-policy')).toEqual({ kind: 'legal', document: 'refunds' });
    expect(publicRouteOf('/contact-us')).toEqual({ kind: 'contact' });
    expect(publicRouteOf('/f/Ab3dE9xZ/donate')).toEqual({ kind: 'donate', code: 'Ab3dE9xZ' });
    expect(publicRouteOf('/f/Ab3dE9xZ/donate/')).toEqual({ kind: 'donate', code: 'Ab3dE9xZ' });
    expect(publicRouteOf('/donations/9f0c2a7e-id')).toEqual({ kind: 'donation', id: '9f0c2a7e-id' });
    // A refund's claim (D-260) and where its code step posts.
    expect(publicRouteOf('/f/Ab3dE9xZ/refund')).toEqual({ kind: 'refund-claim', code: 'Ab3dE9xZ' });
    expect(publicRouteOf('/f/Ab3dE9xZ/refund/confirm')).toEqual({ kind: 'refund-claim', code: 'Ab3dE9xZ' });
    // The preview asked for nothing: drawn, to say 'No URL provided' (spec §8).
    expect(publicRouteOf('/f/')).toEqual({ kind: 'fundraiser', code: '' });
    const unknowns = ['/nope', '/f/a/b', '/f/a/donate/x', '/f/a/refund/x', '/donations/', '/donations/a/b'];
    for (const unknown of [...unknowns, '/fundraisers/x', '/dashboard']) {
      expect(publicRouteOf(unknown), unknown).toBeNull();
    }
    expect(isAppScreen('/dashboard/')).toBe(true);
    expect(isAppScreen('/auth/login')).toBe(true);
    expect(isAppScreen('/auth/login/extra')).toBe(false);
    expect(isAppScreen('/fundraiser/create')).toBe(true);
    expect(isAppScreen('/fundraisers')).toBe(false);
  });
});
