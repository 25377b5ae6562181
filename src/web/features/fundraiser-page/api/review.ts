import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { reviewSchema } from '#shared/schemas/review.schema.ts';
import { plain } from '#web/lib/api-client.ts';

export const fundraiserPageKeys = {
  review: (shortCode: string) => ['fundraiser-page', 'review', shortCode] as const,
  mine: ['fundraiser-page', 'mine'] as const,
};

const readReview = async (shortCode: string, init: { cache?: RequestCache } = {}) =>
  z.object({ data: reviewSchema }).parse(await plain(API.review(shortCode), init)).data;

/** GET /fundraisers/{short_code}/review/: everything the page shows (persisted: readable offline). */
export const reviewQuery = (shortCode: string) =>
  queryOptions({ queryKey: fundraiserPageKeys.review(shortCode), queryFn: () => readReview(shortCode) });

/**
 * The same read for the owner's page, past the browser's copy: a live review may be kept 15 s
 * (review.handlers.ts), and the owner would see their own edit or new photo only 15 s later (D-175).
 */
export const ownerReviewQuery = (shortCode: string) =>
  queryOptions({
    queryKey: fundraiserPageKeys.review(shortCode),
    queryFn: () => readReview(shortCode, { cache: 'no-cache' }),
  });
