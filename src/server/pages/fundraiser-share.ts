import { formatMoney, DEFAULT_GOAL, percentRaised } from '#shared/money.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { escapeHtml } from './html.ts';

// /f/{short_code} as the server sends it: the app shell plus what a donor on a slow phone, and
// WhatsApp's, Facebook's and X's link previews, need before any JavaScript runs (decisions.md):
// title, organiser, raised against goal, progress, the hero photo and a Donate link that works
// as a plain link; and the Open Graph and Twitter card tags. The app replaces the body content
// when it starts.

const STATUS_LABEL: Record<string, string> = {
  pending_review: 'Pending Review',
  rejected: 'Not approved',
  closed: 'Fundraiser closed',
};

// Enough style to read well before the app's stylesheet for the page arrives; kept tiny.
const STYLE = `<style>.ssr-f{max-width:800px;margin:0 auto;padding:1rem;font-family:system-ui,sans-serif}
.ssr-f img{width:100%;height:auto;border-radius:10px}.ssr-f progress{width:100%}
.ssr-f .donate{display:inline-block;padding:.75rem 1.5rem;border-radius:10px;background:#0b6e4f;color:#fff;
font-weight:700;text-decoration:none}.ssr-f .banner{padding:.6rem .9rem;border-radius:10px;background:#fff6e0;
color:#8a5a00;font-weight:700}</style>`;

function summaryOf(review: Review) {
  const text = review.detail?.fundraiser_details.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > 200 ? `${text.slice(0, 197)}…` : text;
}

export function shareTags(review: Review, pageUrl: string, origin: string) {
  const title = escapeHtml(review.detail?.fundraiser_title ?? 'Fundraiser');
  const description = escapeHtml(summaryOf(review) || `A fundraiser by ${review.fundraiser.user.full_name}`);
  const image = review.images[0];
  const tags = [
    `<title>${title} · Harambee</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Harambee" />`,
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

export function shareBody(review: Review) {
  const { fundraiser, detail, images } = review;
  const currency = fundraiser.currency;
  const goal = detail?.fundraiser_goal ?? DEFAULT_GOAL;
  const raised = detail?.raised_amount ?? 0;
  const percent = percentRaised(raised, goal);
  const hero = images[0];
  const live = fundraiser.status === 'live';
  const parts = [
    STYLE,
    '<article class="ssr-f">',
    live ? '' : `<p class="banner">${STATUS_LABEL[fundraiser.status] ?? ''}</p>`,
    `<h1>${escapeHtml(detail?.fundraiser_title ?? 'Fundraiser')}</h1>`,
    `<p>Organised by ${escapeHtml(fundraiser.user.full_name)}</p>`,
  ];
  if (hero) {
    const srcset = hero.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
    const src = hero.variants.at(-1)?.url ?? hero.image;
    parts.push(
      `<img src="${escapeHtml(src)}" srcset="${escapeHtml(srcset)}" sizes="(min-width: 800px) 800px, 100vw"` +
        ` width="${hero.width}" height="${hero.height}" fetchpriority="high" alt="" />`,
    );
  }
  parts.push(
    `<p><strong>${escapeHtml(formatMoney(raised, currency))}</strong> raised of ${escapeHtml(formatMoney(goal, currency))}</p>`,
    `<progress max="100" value="${Math.min(percent, 100)}" aria-label="${percent}% raised">${percent}%</progress>`,
    live
      ? `<p><a class="donate" href="/donate?type=fundraiser&amp;f=${escapeHtml(fundraiser.short_code)}">Donate</a></p>`
      : '',
    '</article>',
  );
  return parts.filter(Boolean).join('');
}

/** The shell with the fundraiser's tags in its head and its content in the root element. */
export function renderFundraiserShell(shell: string, review: Review, pageUrl: string, origin: string) {
  return shell
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${shareTags(review, pageUrl, origin)}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${shareBody(review)}</div>`);
}
