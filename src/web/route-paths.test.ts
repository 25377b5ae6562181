import { describe, expect, it } from 'vitest';
import { isAppScreen, publicRouteOf } from '#shared/public-pages.ts';
import routeTree from './route-tree.gen.ts?raw';

// Every route of the app's router is either one of its own screens (the server answers with the
// shell) or a page the server draws: a route added to one side only would answer 404 or draw the
// wrong thing. The router's paths are read from its generated tree.
const routerPaths = () => [...new Set([...routeTree.matchAll(/fullPath: '([^']+)'/g)].map((m) => m[1]!))];

/** A router path as an address: `$param` becomes a sample value. */
const sample = (path: string) => path.replace(/\$[A-Za-z]+/g, 'Ab3dE9xZ');

describe('the router and the server agree on every address', () => {
  it('places every route of the router on exactly one side', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      if (path === '/auth') continue; // the auth layout, not a page of its own
      const url = sample(path);
      expect(isAppScreen(url) !== (publicRouteOf(url) !== null), path).toBe(true);
    }
  });
});
