import type { Language } from '#shared/languages.ts';
import type { PublicPage } from '#shared/public-pages.ts';
import type { Review } from '#shared/schemas/review.schema.ts';

// A shared link brings many phones to the same fundraiser at once, and React takes a few
// milliseconds of CPU to draw its page: the HTML is kept as long as the review it shows is the one
// kept in memory (services/review.ts: 2 s when live, forgotten at once when it closes), so the
// page is never staler than the API. Other pages read the database anyway and are drawn each time.

export interface Answer {
  status: 200 | 400 | 404 | 409 | 429 | 503;
  html: string;
}

export function createDrawnPages(draw: (page: PublicPage, lang: Language) => Promise<Answer>) {
  const byReview = new WeakMap<Review, Map<Language, Answer>>();
  return async function answer(page: PublicPage, lang: Language) {
    // A page with the answer to one donor's M-Pesa code is theirs alone (D-217).
    if (page.kind !== 'fundraiser' || page.mpesaCode) return draw(page, lang);
    const drawn = byReview.get(page.review) ?? new Map<Language, Answer>();
    byReview.set(page.review, drawn);
    let html = drawn.get(lang);
    if (!html) drawn.set(lang, (html = await draw(page, lang)));
    return html;
  };
}
