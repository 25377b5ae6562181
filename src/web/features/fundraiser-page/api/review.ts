import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { reviewSchema } from '#shared/schemas/review.schema.ts';
import { plain } from '#web/lib/api-client.ts';

export const fundraiserPageKeys = {
  review: (shortCode: string) => ['fundraiser-page', 'review', shortCode] as const,
  mine: ['fundraiser-page', 'mine'] as const,
};

/** GET /fundraisers/{short_code}/review/: everything the page shows (persisted: readable offline). */
export const reviewQuery = (shortCode: string) =>
  queryOptions({
    queryKey: fundraiserPageKeys.review(shortCode),
    queryFn: async () => z.object({ data: reviewSchema }).parse(await plain(API.review(shortCode))).data,
  });
