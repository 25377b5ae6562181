import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.ts';
import { CATEGORIES, makeCard } from '../test-support/discovery.tsx';
import { DiscoveryPage } from './discovery-page.tsx';
import { HomePage } from './home-page.tsx';

// The home page and the list as the server draws them: react-dom/server from plain data, and
// nothing in their import graph that a page without the app could not load.

const cards = (count: number) => Array.from({ length: count }, (_, i) => makeCard(i + 1));
const CHOICES = CATEGORIES.map(({ slug, name }) => ({ slug, name }));
const withI18n = (ui: ReactNode) => <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;

describe('the views on the server', () => {
  it('draw with react-dom/server from plain data', () => {
    const home = renderToString(withI18n(<HomePage live={{ cards: cards(1) }} />));
    expect(home).toContain('href="/f/Code0001"');
    const list = renderToString(
      withI18n(
        <DiscoveryPage
          category="startup"
          categories={CHOICES}
          results={{ cards: cards(13), total: 30, pagesShown: 1, hasMore: true }}
        />,
      ),
    );
    expect(list).toContain('href="/fundraisers?category=startup&amp;page=2#page-2"');
    expect(list).toContain('aria-current="page"');
    expect(list).toContain('id="page-2"');
  });

  it('import no router, query, store, API client, Ionic, forms, Firebase nor CSS', () => {
    const here = resolve('src/web/features/fundraisers/components');
    const src = resolve('src');
    const forbidden = [
      /^@ionic\//,
      /^@tanstack\/react-router$/,
      /^@tanstack\/react-query$/,
      /^#web\/lib\/store\.ts$/,
      /^#web\/lib\/api-client\.ts$/,
      /^react-hook-form$/,
      /^firebase(\/|$)/,
      /\.css$/,
    ];
    const seen = new Set<string>();
    const bad: string[] = [];
    // Follows the project's own imports (relative, #web/, #shared/) from the two entry views.
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      const imports = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
      for (const match of text.matchAll(imports)) {
        const spec = match[1] ?? match[2] ?? '';
        if (forbidden.some((re) => re.test(spec))) bad.push(`${relative(src, file)} imports ${spec}`);
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
        else if (spec.startsWith('#web/')) visit(resolve(src, 'web', spec.slice(5)));
        else if (spec.startsWith('#shared/')) visit(resolve(src, 'shared', spec.slice(8)));
      }
    };
    visit(resolve(here, 'home-page.tsx'));
    visit(resolve(here, 'discovery-page.tsx'));
    expect(seen.size).toBeGreaterThan(8);
    expect(bad).toEqual([]);
  });
});
