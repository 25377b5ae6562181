import { LOCALE_OF, type Language } from '#shared/languages.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { headText } from '#web/pages/render-page.tsx';
import { escapeHtml } from './html.ts';

// What WhatsApp's, Facebook's and X's link previews read: title, description, the 1200×630 JPEG
// preview and the canonical URL, as absolute URLs on the public origin. (<title> is the page's.)

function summaryOf(review: Review) {
  const text = review.detail?.fundraiser_details.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

export function shareTags(review: Review, pageUrl: string, origin: string, lang: Language) {
  const title = escapeHtml(review.detail?.fundraiser_title ?? headText(lang, 'preview.untitled'));
  const description = escapeHtml(
    summaryOf(review) || headText(lang, 'meta.by', { name: review.fundraiser.user.full_name }),
  );
  const image = review.images[0];
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Harambee" />`,
    `<meta property="og:locale" content="${LOCALE_OF[lang].replace('-', '_')}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (image) {
    const preview = escapeHtml(`${origin}${image.preview}`);
    tags.push(
      `<meta property="og:image" content="${preview}" />`,
      `<meta property="og:image:width" content="1200" />`,
      `<meta property="og:image:height" content="630" />`,
      `<meta name="twitter:image" content="${preview}" />`,
    );
  }
  // Decisions: a fundraiser that is not live is not for search engines.
  if (review.fundraiser.status !== 'live') tags.push('<meta name="robots" content="noindex" />');
  return tags.join('\n    ');
}
