import type { ReadReview } from '../services/review.ts';
import { fundraiserHtml } from './fundraiser-html.ts';
import { fillSlot } from './html.ts';
import { shareTags } from './share-tags.ts';

// /f/{short_code} as the server sends it (docs/product-decisions.md): the app shell with the
// link-preview tags in its head, the page drawn as HTML over the app (#ssr), and the review it was
// drawn from as JSON, so the app starts from the same data without asking again. The app's root is
// inert until the app takes over (src/web/lib/server-page.ts), so screen readers meet one page, not
// two.

/** JSON inside <script>: no '<' may survive, or a title could close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The app's scripts start after the page has loaded (public/late-boot.js): the entry and the
 * chunks Vite asks to preload are handed to the boot script instead of competing, on a 400 kbit/s
 * link, with the stylesheet and the hero photo the donor is waiting for.
 */
export function startAppAfterLoad(shell: string) {
  const preload = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const bare = shell.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  return fillSlot(
    bare,
    entry,
    `<script type="module" src="/late-boot.js" data-entry="${bare.match(entry)?.[1] ?? ''}" data-preload="${preload.join(' ')}"></script>`,
  );
}

/** `readAt` dates the page (its saved copy offline says when its figures were read). */
export function renderFundraiserShell(shell: string, { review, readAt }: ReadReview, pageUrl: string, origin: string) {
  const head = startAppAfterLoad(shell)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  // User text (title, story, names) only ever goes in through fillSlot.
  const withTags = fillSlot(head, '</head>', `  ${shareTags(review, pageUrl, origin)}\n  </head>`);
  return fillSlot(
    withTags,
    '<div id="root"></div>',
    `<div id="ssr">${fundraiserHtml(review)}</div>` +
      `<script type="application/json" id="ssr-review" data-rendered-at="${readAt}">${scriptJson(review)}</script>` +
      '<div id="root" inert></div>',
  );
}
