import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { fundraiserCardSchema, pageMetaSchema, searchQuerySchema } from '#shared/schemas/fundraiser.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { searchLive } from '../../db/repositories/cards.repository.ts';
import { toCard } from '../../lib/fundraiser-serializers.ts';
import { json } from '../../lib/openapi.ts';

export const search = createRoute({
  method: 'get',
  path: API.search,
  tags: ['Fundraisers'],
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

export function mountSearch(api: OpenAPIHono<AppEnv>, deps: Deps) {
  api.openapi(search, async (c) => {
    const { q, page, page_size } = c.req.valid('query');
    const { rows, total } = await searchLive(deps.db, q, { page, pageSize: page_size });
    return c.json(
      {
        data: rows.map((row) => ({ ...toCard(row), score: Number(row.score) })),
        meta: { page, page_size, total, total_pages: Math.ceil(total / page_size) },
        query: q,
      },
      200,
    );
  });
}
