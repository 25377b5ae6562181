import { MSG } from '#shared/messages.ts';
import { AFTER_INVALID } from '#shared/schemas/fundraiser.schema.ts';
import type { Deps } from '../../deps.ts';
import * as cards from '../../db/repositories/cards.repository.ts';
import * as fundraisers from '../../db/repositories/fundraisers.repository.ts';
import { findCategory } from '../../db/repositories/lookups.repository.ts';
import { toCard } from '../../lib/fundraiser-serializers.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import { fingerprintOf, idempotent } from '../../lib/idempotency.ts';
import type { NewFundraiser } from '../../db/schema.ts';
import type { Handler } from '../../lib/openapi.ts';
import { insertUnderNewCode } from '../../lib/insert-under-new-code.ts';
import { newId } from '../../lib/secrets.ts';
import { takeAccountNumber } from '../../db/repositories/account-numbers.repository.ts';
import { nowIso } from '../../lib/time.ts';
import { forgetReview } from '../../services/review.ts';
import { findByShortCodeOr404 } from './ownership.ts';
import type * as R from './fundraisers.routes.ts';
import { positionOf, positionToken } from '../../lib/list-position.ts';
import { pageMeta } from '../../lib/page-meta.ts';

export const createFundraiser =
  (deps: Deps): Handler<typeof R.createFundraiser> =>
  (c) => {
    const request = c.req.valid('json');
    const fingerprint = fingerprintOf(request);
    return idempotent(c, deps, { route: 'create-fundraiser', fingerprint }, async (claim) => {
      const category = await findCategory(deps.db, request.fundraising_category_id);
      if (!category) throw fieldError('fundraising_category_id', MSG.categoryNotFound);
      const user = c.get('user');
      const now = nowIso();
      const accountNumber = await takeAccountNumber(deps.db);
      return insertUnderNewCode(deps, claim, (code) => {
        const row = {
          id: newId(),
          short_code: code,
          account_number: accountNumber,
          user_id: user.id,
          category_id: category.id,
          status: 'pending_review',
          currency: 'KES',
          rejection_reason: null,
          reviewed_by: null,
          reviewed_at: null,
          created_at: now,
          updated_at: now,
        } satisfies NewFundraiser;
        const outcome = {
          status: 201 as const,
          body: {
            message: MSG.fundraiserCreated,
            data: {
              id: row.id,
              short_code: row.short_code,
              status: 'pending_review' as const,
              user: user.id,
              fundraising_category_id: category.id,
              created_at: now,
            },
          },
        };
        return { insert: (trx) => fundraisers.insertFundraiser(trx, row), outcome };
      });
    });
  };

export const listFundraisers =
  (deps: Deps): Handler<typeof R.listFundraisers> =>
  async (c) => {
    const query = c.req.valid('query');
    const page = { page: query.page, pageSize: query.page_size };
    const after = query.after === undefined ? undefined : positionOf(query.after);
    if (after === null) throw new ApiError(400, AFTER_INVALID);
    const { rows, total } = await cards.listLive(deps.db, page, query.category || undefined, after);
    const last = rows.at(-1);
    const more = rows.length === page.pageSize && page.page * page.pageSize < total;
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(
      {
        data: rows.map(toCard),
        meta: { ...pageMeta(page.page, page.pageSize, total), next: more && last ? positionToken(last) : null },
      },
      200,
    );
  };

export const myFundraisers =
  (deps: Deps): Handler<typeof R.myFundraisers> =>
  async (c) => {
    const rows = await cards.listByOwner(deps.db, c.get('user').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: rows.map(toCard) }, 200);
  };

export const closeFundraiser =
  (deps: Deps): Handler<typeof R.closeFundraiser> =>
  async (c) => {
    const fundraiser = await findByShortCodeOr404(deps, c.req.valid('param').short_code);
    // The owner's own close only (D-150): a reviewer closes someone else's through moderation,
    // where the reason is recorded, the owner told and the reports settled.
    if (fundraiser.user_id !== c.get('user').id) throw new ApiError(403, MSG.forbidden);
    if (!(await fundraisers.changeStatus(deps.db, fundraiser.id, 'live', 'closed'))) {
      throw new ApiError(409, MSG.notClosable);
    }
    forgetReview(fundraiser.short_code);
    return c.json({ message: 'Fundraiser closed' }, 200);
  };
