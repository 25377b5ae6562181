import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { categorySchema } from '#shared/schemas/common.schema.ts';
import { authed } from '#web/lib/api-client.ts';

/**
 * Fundraiser types for step 1. Kept a day and persisted with the query cache, so the wizard opens
 * and its first step works offline once it was loaded.
 */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['wizard', 'categories'] as const,
    queryFn: async () => z.object({ data: z.array(categorySchema) }).parse(await authed(API.categories)).data,
    staleTime: 24 * 60 * 60 * 1000,
  });
