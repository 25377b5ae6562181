import {
  donateHref,
  HERO_SIZES,
  initialsOf,
  largestOf,
  reviewView,
  srcsetOf,
  startedOn,
  THUMB_SIZES,
} from '#shared/review-view.ts';
import type { FundraiserImage, Review } from '#shared/schemas/review.schema.ts';
import { escapeHtml as e } from './html.ts';

// The fundraiser page as HTML, for the donor on a slow phone before any JavaScript has run. It is
// the app's page in the app's places: the same classes (styled by the one entry stylesheet) as
// src/web/features/fundraiser-page, and a header as tall as the app's, so when the app takes over
// nothing moves. Everything here is a plain link or form and works without JavaScript.
// The texts are the app's English ones (src/web/locales/en).

const STATUS_LABEL: Record<string, string> = {
  pending_review: 'Pending Review',
  rejected: 'Not approved',
  closed: 'Fundraiser closed',
};

const HEADER = `<header class="ssr-header"><div class="header-row">\
<a class="icon-button drawer-toggle" href="/fundraisers" aria-label="Explore fundraisers"><span aria-hidden="true">☰</span></a>\
<a href="/" class="logo" aria-label="Harambee home"><img src="/logo.svg" alt="" width="32" height="32" /><span>Harambee</span></a>\
<nav class="header-nav" aria-label="Fundraisers"><a class="nav-link" href="/donate?type=fundraiser">Donate <span aria-hidden="true">▾</span></a>\
<a class="nav-link" href="/fundraisers">Explore fundraisers</a></nav>\
<form role="search" class="search-box" action="/fundraisers"><input type="search" name="q" \
placeholder="Search fundraisers, startups, etc." aria-label="Search fundraisers" /></form>\
<div class="header-actions"><a href="/fundraiser/create" class="button-solid create-button">Create a fundraiser</a>\
<a href="/auth/login" class="button-outline">Log in</a></div></div></header>`;

// Only the first photo loads with the HTML: the others would share the slow link with it. The
// thumbnails carry their addresses in data- attributes, set when the page has loaded
// (public/late-boot.js); the app adds the other photos to the carousel.
function media(images: FundraiserImage[]) {
  const [hero] = images;
  if (!hero) return '<div class="fp-media"><div class="fp-carousel fp-no-photo"></div></div>';
  const slide =
    `<div class="fp-slide"><img src="${e(largestOf(hero))}" srcset="${e(srcsetOf(hero))}" sizes="${HERO_SIZES}" ` +
    `width="${hero.width}" height="${hero.height}" alt="" fetchpriority="high" /></div>`;
  const thumb = (image: FundraiserImage) =>
    `<li><span class="fp-thumb"><img data-src="${e(image.variants[0]?.url ?? image.image)}" data-srcset="${e(srcsetOf(image))}" ` +
    `sizes="${THUMB_SIZES}" width="${image.width}" height="${image.height}" alt="" /></span></li>`;
  const thumbs = images.length > 1 ? `<ul class="fp-thumbs">${images.map(thumb).join('')}</ul>` : '';
  return `<div class="fp-media"><div class="fp-carousel"><div class="fp-track">${slide}</div></div>${thumbs}</div>`;
}

function funding(review: Review) {
  const view = reviewView(review);
  const supporters = `${view.supporters} supporter${view.supporters === 1 ? '' : 's'}`;
  const donate = view.live
    ? `<a class="button-solid fp-donate" data-donate href="${e(donateHref(review.fundraiser.short_code))}">Donate</a>`
    : '<button type="button" class="button-solid fp-donate" data-donate disabled>Donate</button>' +
      '<p class="muted">Donations open once the fundraiser is live.</p>';
  return (
    `<aside class="fp-side"><section class="fp-funding">` +
    `<p class="fp-raised"><strong>${e(view.raisedText)}</strong> raised of ${e(view.goalText)}</p>` +
    `<progress max="100" value="${Math.min(view.percent, 100)}" aria-label="${view.percent}% raised">${view.percent}%</progress>` +
    `<p class="fp-stats"><span>${view.percent}% funded</span><span>${supporters}</span></p>${donate}</section></aside>`
  );
}

function organizer({ fundraiser: { user, created_at } }: Review) {
  const avatar = user.photo_url
    ? `<img class="fp-avatar" src="${e(user.photo_url)}" alt="" width="48" height="48" loading="lazy" />`
    : `<span class="fp-avatar" aria-hidden="true">${e(initialsOf(user.full_name))}</span>`;
  return (
    `<section class="fp-organizer"><h2>Organizer</h2><div class="fp-organizer-row">${avatar}` +
    `<div><p class="fp-organizer-name">${e(user.full_name)}</p><p class="muted">Started ${e(startedOn(created_at))}</p></div></div></section>`
  );
}

/** The page's body: the header, then the fundraiser, as the app draws them. */
export function fundraiserHtml(review: Review) {
  const { fundraiser, detail, images } = review;
  const live = fundraiser.status === 'live';
  return [
    HEADER,
    '<main><article class="fp">',
    live ? '' : `<p class="status-banner is-${e(fundraiser.status)}">${STATUS_LABEL[fundraiser.status] ?? ''}</p>`,
    `<header class="fp-head"><h1 data-fundraiser-title>${e(detail?.fundraiser_title ?? 'Untitled fundraiser')}</h1>`,
    `<p class="fp-badges">${live ? '<span class="badge is-verified">Verified</span>' : ''}`,
    `<span class="badge">${e(fundraiser.fundraising_category.name)} fundraiser</span></p></header>`,
    '<div class="fp-body">',
    media(images),
    funding(review),
    `<div class="fp-info">${organizer(review)}`,
    `<section class="fp-tabs"><p class="fp-text">${e(detail?.fundraiser_details || 'No details provided for this fundraiser.')}</p></section></div>`,
    '</div></article></main>',
  ].join('');
}
