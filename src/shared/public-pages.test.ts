import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isAppScreen, languageOf, publicRouteOf } from './public-pages.ts';

// Every route of the app's router is either one of its own screens (the server answers with the
// shell) or a page the server draws: a route added to one side only would answer 404 or draw the
// wrong thing. The router's paths are read from its generated tree.
const routerPaths = () => [
  ...new Set(
    [...fs.readFileSync('src/web/route-tree.gen.ts', 'utf8').matchAll(/fullPath: '([^']+)'/g)].map((m) => m[1]!),
  ),
];

/** A router path as an address: `$param` becomes a sample value. */
const sample = (path: string) => path.replace(/\$[A-Za-z]+/g, 'Ab3dE9xZ');

describe('public pages and app screens', () => {
  it('places every route of the router on exactly one side', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      if (path === '/auth') continue; // the auth layout, not a page of its own
      const url = sample(path);
      expect(isAppScreen(url) !== (publicRouteOf(url) !== null), path).toBe(true);
    }
  });

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

  it('takes the first supported language of Accept-Language by weight, else English', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('fr-FR, en-GB;q=0.8')).toBe('en');
    expect(languageOf('de;q=0.9, en;q=0')).toBe('en');
    expect(languageOf('EN-us')).toBe('en');
  });
});
