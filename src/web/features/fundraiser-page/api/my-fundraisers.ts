import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { fundraiserCardSchema } from '#shared/schemas/fundraiser.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { fundraiserPageKeys } from './review.ts';

/** GET /fundraisers/mine/: the signed-in user's fundraisers in every status. */
export const myFundraisersQuery = () =>
  queryOptions({
    queryKey: fundraiserPageKeys.mine,
    queryFn: async () => z.object({ data: z.array(fundraiserCardSchema) }).parse(await authed(API.myFundraisers)).data,
  });
