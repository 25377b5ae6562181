import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { fundraiserCardSchema } from '#shared/schemas/fundraiser.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';
import { fundraiserPageKeys } from './review.ts';

/** GET /fundraisers/mine/: the signed-in user's fundraisers in every status (owner data, D-161). */
export const myFundraisersQuery = () =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: fundraiserPageKeys.mine,
    queryFn: async () => z.object({ data: z.array(fundraiserCardSchema) }).parse(await authed(API.myFundraisers)).data,
  });
