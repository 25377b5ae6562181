import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { reviewView } from '#shared/review-view.ts';
import { reviewSchema, type Review } from '#shared/schemas/review.schema.ts';
import { plain } from '#web/lib/api-client.ts';

export interface FundraiserTotal {
  raisedText: string;
  goalText: string;
}

/** The fundraiser's total as its page shows it. */
export function totalOf(review: Review): FundraiserTotal {
  const { raisedText, goalText } = reviewView(review);
  return { raisedText, goalText };
}

/**
 * The fundraiser's review as its page shows it, read again once the donor has given. Past the
 * browser's copy: the API lets it keep one 15 s (review.handlers.ts), which a donor who opened
 * the sheet a moment ago would otherwise be shown, without their gift.
 */
export const readReview = async (shortCode: string) =>
  z.object({ data: reviewSchema }).parse(await plain(API.review(shortCode), { cache: 'no-cache' })).data;
