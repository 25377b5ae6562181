import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { categorySchema } from '#shared/schemas/common.schema.ts';
import { plain } from '#web/lib/api-client.ts';
import { fundraiserKeys } from './fundraiser-keys.ts';

/** GET /common/fundraising-categories/: the filter's choices. Public, and cached by the server for an hour. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: fundraiserKeys.categories(),
    queryFn: async () => z.object({ data: z.array(categorySchema) }).parse(await plain(API.categories)).data,
    staleTime: 60 * 60 * 1000,
  });
