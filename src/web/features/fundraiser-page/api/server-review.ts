import { reviewSchema, type Review } from '#shared/schemas/review.schema.ts';

// The server puts the review it rendered into the page as JSON (#ssr-review), so the app starts
// with the same data the HTML shows instead of asking the network again on a slow connection.
// Its time matters: a page the worker kept is shown offline as a copy saved at that time.
let seeded: { review: Review; renderedAt: number } | null | undefined;

export function serverReview(shortCode: string) {
  if (seeded === undefined) {
    const script = document.getElementById('ssr-review');
    const review = script?.textContent ? reviewSchema.safeParse(JSON.parse(script.textContent)).data : undefined;
    const renderedAt = Date.parse(script?.dataset.renderedAt ?? '');
    seeded = review ? { review, renderedAt: Number.isNaN(renderedAt) ? Date.now() : renderedAt } : null;
  }
  return seeded?.review.fundraiser.short_code === shortCode ? seeded : undefined;
}
