import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { categorySchema } from '#shared/schemas/common.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { REFERENCE_STALE_MS, wizardKeys } from './wizard-keys.ts';

/** Fundraiser types for step 1, persisted with the query cache like the lookups. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: wizardKeys.categories(),
    queryFn: async () => z.object({ data: z.array(categorySchema) }).parse(await authed(API.categories)).data,
    staleTime: REFERENCE_STALE_MS,
  });
