import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { loadReview } from '../../services/review.ts';
import type * as R from './review.routes.ts';

export const review =
  (deps: Deps): Handler<typeof R.review> =>
  async (c) => {
    const found = await loadReview(deps, c.req.valid('param').short_code);
    if (!found) throw new ApiError(404, MSG.fundraiserNotFound);
    // Raised amounts move; a short shared cache still spares the server a burst of WhatsApp clicks.
    c.header('Cache-Control', found.fundraiser.status === 'live' ? 'public, max-age=15' : 'no-cache');
    return c.json({ data: found }, 200);
  };
