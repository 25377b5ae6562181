import type { Language } from '#shared/languages.ts';
import type { PublicPage } from '#shared/public-pages.ts';
import { ISLAND_DATA_ID } from '#web/pages/island-data.ts';
import { drawPage, headText } from '#web/pages/render-page.tsx';
import { escapeHtml, fillSlot } from './html.ts';
import { shareTags } from './share-tags.ts';

// A public page as the server sends it (docs/product-decisions.md, D-075): the built template
// (public-page.html: the stylesheet and a small boot script, no app) with the page drawn into it
// by the app's own components (src/web/pages), in the request's language. A fundraiser page also
// carries its link-preview tags, and the data its island is hydrated from.

/** JSON inside <script>: no '<' may survive, or a title could close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function headOf(page: PublicPage, title: string, origin: string, lang: Language) {
  const tags = [`<title>${escapeHtml(page.kind === 'home' ? title : `${title} · Harambee`)}</title>`];
  if (page.kind === 'fundraiser') tags.push(shareTags(page.review, page.pageUrl, origin, lang));
  else tags.push(`<meta name="description" content="${escapeHtml(headText(lang, 'meta.description'))}" />`);
  if (['not-found', 'donate', 'donation', 'pledge', 'my-pledge', 'refund-claim'].includes(page.kind))
    tags.push('<meta name="robots" content="noindex" />');
  // A pledge's link carries its token (D-241): never sent on to another site.
  if (page.kind === 'my-pledge') tags.push('<meta name="referrer" content="no-referrer" />');
  if (page.kind === 'donation') {
    // The id in the address is the donation's only key: never sent on to another site.
    tags.push('<meta name="referrer" content="no-referrer" />');
    // Without a script nothing follows the payment: the page asks again until M-Pesa has answered.
    if (page.donation.status === 'pending') tags.push('<noscript><meta http-equiv="refresh" content="3" /></noscript>');
  }
  return tags.join('\n    ');
}

export async function renderPublicPage(template: string, page: PublicPage, lang: Language, origin: string) {
  const drawn = await drawPage(page, lang);
  const island = drawn.island
    ? `<script type="application/json" id="${ISLAND_DATA_ID}">${scriptJson(drawn.island)}</script>`
    : '';
  // User text (titles, stories, names) only ever goes in through fillSlot.
  const html = [
    (h: string) => fillSlot(h, '<html lang="en"', `<html lang="${lang}"`),
    (h: string) => fillSlot(h, '<!--page-head-->', headOf(page, drawn.title, origin, lang)),
    (h: string) => fillSlot(h, '<!--page-body-->', drawn.body + island),
  ].reduce((h, fill) => fill(h), template);
  return { status: drawn.status, html };
}
