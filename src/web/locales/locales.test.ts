import { describe, expect, it } from 'vitest';
import { enResources } from './en/index.ts';
import { swResources } from './sw/index.ts';

// The two catalogues stay in step: a key in one language and not the other, a placeholder lost in
// translation, or a Kiswahili text still equal to its English fails here. Names and brands read
// the same in both languages; those keys, and only those, are listed.

const SAME_IN_BOTH = new Set<string>([
  'common:brand',
  'common:auth.sideTitle',
  'common:notFound.code',
  'common:share.whatsapp',
  'common:share.facebook',
  'common:share.x',
  // M-Pesa's own name for the service, in both languages.
  'common:preview.paybill.business',
  'items:where',
  'legal:cookies.sections.cookiesWeUse.blocks.1.rows.0.0',
  'legal:cookies.sections.cookiesWeUse.blocks.1.rows.1.0',
  'legal:cookies.sections.cookiesWeUse.blocks.1.rows.2.0',
  'legal:cookies.sections.cookiesWeUse.blocks.1.rows.3.0',
  'settings:providers.google',
  'settings:providers.facebook',
  'settings:providers.twitter',
  'wizard:details.websitePrefix',
  'wizard:photos.resized',
]);

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [k, v] of leaves(value, path)) found.set(k, v);
  }
  return found;
}

const all = (resources: Record<string, Tree>) =>
  new Map(Object.entries(resources).flatMap(([ns, tree]) => [...leaves(tree)].map(([k, v]) => [`${ns}:${k}`, v])));

const english = all(enResources as unknown as Record<string, Tree>);
const kiswahili = all(swResources as unknown as Record<string, Tree>);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the Kiswahili catalogue', () => {
  it('has every key of the English one, and no other', () => {
    expect([...kiswahili.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !kiswahili.has(key))).toEqual([]);
    // Sanity: the walk found the catalogues (hundreds of texts, not an empty tree).
    expect(english.size).toBeGreaterThan(900);
  });

  it('keeps every placeholder of the English text', () => {
    const lost = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(kiswahili.get(key) ?? '').join(),
    );
    expect(lost.map(([key]) => key)).toEqual([]);
  });

  it('translates every text except names and brands', () => {
    const untranslated = [...english].filter(([key, text]) => kiswahili.get(key) === text && !SAME_IN_BOTH.has(key));
    expect(untranslated.map(([key, text]) => `${key} = ${text}`)).toEqual([]);
  });

  it('lists only keys that exist and really are the same', () => {
    const stale = [...SAME_IN_BOTH].filter((key) => !english.has(key) || english.get(key) !== kiswahili.get(key));
    expect(stale).toEqual([]);
  });
});
