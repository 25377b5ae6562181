import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language, PublicPage } from '#shared/public-pages.ts';
import { i18n } from '#web/lib/i18n.ts';
import { ISLAND_ELEMENT_ID, type IslandData } from './island-data.ts';
import { islandElement } from './island-element.tsx';
import { PageContent } from './page-content.tsx';
import { PageFrame } from './page-frame.tsx';

// The server's side of the public pages (src/server/pages/public-page.ts): a page and its data in,
// the HTML of its body out, drawn by the same components the app renders. What needs JavaScript
// is drawn as its own root (an island) so the browser can hydrate exactly that tree.

export interface DrawnPage {
  status: 200 | 404;
  /** The page's title as text (the server escapes it into <title>). */
  title: string;
  body: string;
  island?: IslandData;
}

const instances = new Map<Language, I18n>();
const i18nFor = (lang: Language) => {
  let instance = instances.get(lang);
  if (!instance) instances.set(lang, (instance = i18n.cloneInstance({ lng: lang })));
  return instance;
};

function islandOf(page: Extract<PublicPage, { kind: 'fundraiser' | 'contact' }>): IslandData {
  if (page.kind === 'contact') return page;
  const { review, pageUrl, readAt } = page;
  return { kind: 'fundraiser', review, pageUrl, readAt };
}

function titleOf(page: PublicPage, t: I18n['t']): string {
  switch (page.kind) {
    case 'home':
      return t('brand');
    case 'fundraisers':
      return page.q?.trim() ? t('pages.searchResults', { q: page.q.trim() }) : t('pages.fundraisersTitle');
    case 'fundraiser':
      return page.review.detail?.fundraiser_title ?? t('preview.untitled');
    case 'legal':
      return t(`${page.document}.title`, { ns: 'legal' });
    case 'contact':
      return t('title', { ns: 'contact' });
    case 'not-found':
      return t('notFound.title');
  }
}

export async function drawPage(page: PublicPage, lang: Language): Promise<DrawnPage> {
  const instance = i18nFor(lang);
  const wrap = (node: ReactNode) => <I18nextProvider i18n={instance}>{node}</I18nextProvider>;
  let island: IslandData | undefined;
  let content: ReactNode;
  if (page.kind === 'fundraiser' || page.kind === 'contact') {
    island = islandOf(page);
    const html = renderToString(wrap(await islandElement(island)));
    // display: contents (base.css): the island's box is its page's, as in the app.
    content = <div id={ISLAND_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: html }} />;
  } else {
    content = <PageContent page={page} />;
  }
  return {
    status: page.kind === 'not-found' ? 404 : 200,
    title: titleOf(page, instance.t),
    body: renderToString(wrap(<PageFrame>{content}</PageFrame>)),
    island,
  };
}
