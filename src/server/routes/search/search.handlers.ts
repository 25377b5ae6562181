import type { Deps } from '../../deps.ts';
import { searchLive } from '../../db/repositories/cards.repository.ts';
import { toCard } from '../../lib/fundraiser-serializers.ts';
import type { Handler } from '../../lib/openapi.ts';
import type * as R from './search.routes.ts';
import { pageMeta } from '../../lib/page-meta.ts';

export const search =
  (deps: Deps): Handler<typeof R.search> =>
  async (c) => {
    const { q, page, page_size } = c.req.valid('query');
    const { rows, total } = await searchLive(deps.db, q, { page, pageSize: page_size });
    return c.json(
      {
        data: rows.map((row) => ({ ...toCard(row), score: Number(row.score) })),
        meta: pageMeta(page, page_size, total),
        query: q,
      },
      200,
    );
  };
