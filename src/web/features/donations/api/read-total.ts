import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { reviewView } from '#shared/review-view.ts';
import { reviewSchema } from '#shared/schemas/review.schema.ts';
import { plain } from '#web/lib/api-client.ts';

export interface FundraiserTotal {
  raisedText: string;
  goalText: string;
}

/** The fundraiser's total as its page shows it (re-read after a donation has succeeded). */
export async function readTotal(shortCode: string): Promise<FundraiserTotal> {
  const { raisedText, goalText } = reviewView(await readReview(shortCode));
  return { raisedText, goalText };
}

/** The fundraiser's review as its page shows it, read again once the donor has given. */
export const readReview = async (shortCode: string) =>
  z.object({ data: reviewSchema }).parse(await plain(API.review(shortCode))).data;
