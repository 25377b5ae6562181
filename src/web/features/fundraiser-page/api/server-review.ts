import { reviewSchema, type Review } from '#shared/schemas/review.schema.ts';

// The server puts the review it rendered into the page as JSON (#ssr-review), so the app starts
// with the same data the HTML shows instead of asking the network again on a slow connection.
let seeded: Review | null | undefined;

export function serverReview(shortCode: string): Review | undefined {
  if (seeded === undefined) {
    const text = document.getElementById('ssr-review')?.textContent;
    seeded = text ? (reviewSchema.safeParse(JSON.parse(text)).data ?? null) : null;
  }
  return seeded?.fundraiser.short_code === shortCode ? seeded : undefined;
}
