import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { fundraiserCardSchema, pageMetaSchema, searchQuerySchema } from '#shared/schemas/fundraiser.schema.ts';
import { json, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Fundraisers');

export const search = route('get', API.search, {
  summary: 'Search live fundraisers by title, details, names and category; best matches first',
  request: { query: searchQuerySchema },
  responses: {
    200: json(
      z.object({
        data: z.array(fundraiserCardSchema.extend({ score: z.number() })),
        meta: pageMetaSchema,
        query: z.string(),
      }),
      'A page of matches (empty for a blank query)',
    ),
  },
});
