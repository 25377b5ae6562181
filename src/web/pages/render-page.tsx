import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '#shared/languages.ts';
import type { PublicPage } from '#shared/public-pages.ts';
import { withFormatLanguage } from '#shared/format-language.ts';
import { addLanguage, i18n } from '#web/lib/i18n.ts';
import { enResources } from '#web/locales/en/index.ts';
import { swResources } from '#web/locales/sw/index.ts';
import { ISLAND_ELEMENT_ID, type IslandData } from './island-data.ts';
import { islandElement } from './island-element.tsx';
import { PageContent } from './page-content.tsx';
import { PageFrame } from './page-frame.tsx';

// The server's side of the public pages (src/server/pages/public-page.ts): a page and its data in,
// the HTML of its body out, drawn by the same components the app renders. What needs JavaScript
// is drawn as its own root (an island) so the browser can hydrate exactly that tree.

export interface DrawnPage {
  status: 200 | 400 | 404 | 409 | 429 | 503;
  /** The page's title as text (the server escapes it into <title>). */
  title: string;
  body: string;
  island?: IslandData;
}

// The server draws any page in either language: every namespace of both is there from the start.
addLanguage('en', enResources);
addLanguage('sw', swResources);

const instances = new Map<Language, I18n>();
const i18nFor = (lang: Language) => {
  let instance = instances.get(lang);
  if (!instance) instances.set(lang, (instance = i18n.cloneInstance({ lng: lang })));
  return instance;
};

/** A text of the common catalogue in a language, for the page's <head> (server/pages/public-page.ts). */
export const headText = (lang: Language, key: string, values?: Record<string, string>) => i18nFor(lang).t(key, values);

type IslandPage = Extract<PublicPage, { kind: IslandData['kind'] }>;

const hasIsland = (page: PublicPage): page is IslandPage =>
  page.kind === 'fundraiser' ||
  page.kind === 'contact' ||
  page.kind === 'donate' ||
  page.kind === 'donation' ||
  page.kind === 'item' ||
  page.kind === 'pledge';

function islandOf(page: IslandPage): IslandData {
  switch (page.kind) {
    case 'fundraiser': {
      const { review, pageUrl, readAt, testPayments, updates, mpesaCode } = page;
      return { kind: 'fundraiser', review, pageUrl, readAt, testPayments, updates, mpesaCode };
    }
    case 'donate': {
      const { status: _status, ...island } = page;
      return island;
    }
    case 'pledge': {
      const { status: _status, pageUrl: _pageUrl, ...island } = page;
      return island;
    }
    default:
      return page;
  }
}

function statusOf(page: PublicPage): DrawnPage['status'] {
  if (page.kind === 'not-found') return 404;
  if (page.kind === 'donate') return page.status ?? (page.fundraiser.live ? 200 : 409);
  if (page.kind === 'report' || page.kind === 'fundraiser') return page.status ?? 200;
  if (page.kind === 'pledge') return page.status ?? (page.fundraiser.live ? 200 : 409);
  if (page.kind === 'my-pledge' || page.kind === 'refund-claim') return page.status ?? 200;
  return 200;
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
    case 'donate':
      return t('pageTitle', { ns: 'donate', title: page.fundraiser.title });
    case 'donation':
      return t('donationTitle', { ns: 'donate', title: page.donation.fundraiser.title });
    case 'report':
      return t('pageTitle', { ns: 'report', title: page.title ?? t(`${page.subject}.untitled`, { ns: 'report' }) });
    case 'items':
      return t('listTitle', { ns: 'items' });
    case 'item':
      return page.item.title;
    case 'pledge':
      return t('pageTitle', { ns: 'pledges', title: page.fundraiser.title });
    case 'my-pledge':
      return t('myTitle', { ns: 'pledges', title: page.pledge.fundraiser.title });
    case 'refund-claim':
      return t('refundClaim.title', { ns: 'donate', title: page.fundraiser.title });
    case 'not-found':
      return t('notFound.title');
  }
}

export async function drawPage(page: PublicPage, lang: Language): Promise<DrawnPage> {
  const instance = i18nFor(lang);
  const wrap = (node: ReactNode) => <I18nextProvider i18n={instance}>{node}</I18nextProvider>;
  // renderToString is synchronous: numbers and dates inside it are formatted in this language.
  const draw = (node: ReactNode) => withFormatLanguage(lang, () => renderToString(wrap(node)));
  let island: IslandData | undefined;
  let content: ReactNode;
  if (hasIsland(page)) {
    island = islandOf(page);
    const html = draw(await islandElement(island));
    // display: contents (base.css): the island's box is its page's, as in the app.
    content = <div id={ISLAND_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: html }} />;
  } else {
    content = <PageContent page={page} />;
  }
  return {
    status: statusOf(page),
    title: titleOf(page, instance.t),
    body: draw(<PageFrame>{content}</PageFrame>),
    island,
  };
}
