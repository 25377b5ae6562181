import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language, PublicPage } from '#shared/public-pages.ts';
import { i18n } from '#web/lib/i18n.ts';
import { ISLAND_ELEMENT_ID, type IslandData } from './island-data.ts';
import { ISLANDS } from './islands.ts';
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

function islandOf(page: PublicPage): IslandData | undefined {
  if (page.kind === 'fundraiser') {
    const { review, pageUrl, readAt } = page;
    return { kind: 'fundraiser', review, pageUrl, readAt };
  }
  return page.kind === 'contact' ? { kind: 'contact' } : undefined;
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

async function drawIsland(island: IslandData, wrap: (node: ReactNode) => ReactNode) {
  if (island.kind === 'fundraiser') {
    const Island = await ISLANDS.fundraiser();
    return renderToString(wrap(<Island {...island} />));
  }
  const Island = await ISLANDS.contact();
  return renderToString(wrap(<Island {...island} />));
}

export async function drawPage(page: PublicPage, lang: Language): Promise<DrawnPage> {
  const instance = i18nFor(lang);
  const wrap = (node: ReactNode) => <I18nextProvider i18n={instance}>{node}</I18nextProvider>;
  const island = islandOf(page);
  let content: ReactNode;
  if (island) {
    // display: contents (public.css): the island's box is its page's, as in the app.
    content = <div id={ISLAND_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: await drawIsland(island, wrap) }} />;
  } else {
    content = <PageContent page={page as Exclude<PublicPage, { kind: 'fundraiser' | 'contact' }>} />;
  }
  return {
    status: page.kind === 'not-found' ? 404 : 200,
    title: titleOf(page, instance.t),
    body: renderToString(wrap(<PageFrame>{content}</PageFrame>)),
    island,
  };
}
