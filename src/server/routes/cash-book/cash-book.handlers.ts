import type { Context } from 'hono';
import { CASH_MSG } from '#shared/cash-book.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import type { UserRow } from '../../db/schema.ts';
import { findCashEntry } from '../../db/repositories/cash-book.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { fingerprintOf, idempotent } from '../../lib/idempotency.ts';
import type { Handler } from '../../lib/openapi.ts';
import * as entries from '../../money/cash-book/entries.ts';
import { cashBookOf, cashEntryOf } from '../../money/cash-book/view.ts';
import { accessOr403 } from '../../money/access.ts';
import { findByShortCodeOr404 } from '../fundraisers/ownership.ts';
import { readCashEntry } from './record-body.ts';
import type * as R from './cash-book.routes.ts';
import { sendPrivatePhoto } from '../../media/private-photo.ts';

// Every request checks, first, that the signed-in person keeps this fundraiser's book (D-237).

/** The owner and the active treasurers keep the book; reviewers and anyone else are refused (403). */
async function accessOr4xx(deps: Deps, shortCode: string, user: UserRow) {
  return accessOr403(deps.db, await findByShortCodeOr404(deps, shortCode), user, 'keepCashBook');
}

/** The entry, of this fundraiser, for one of its keepers (404 for an entry of another fundraiser). */
async function entryOr4xx(deps: Deps, shortCode: string, id: string, user: UserRow) {
  const access = await accessOr4xx(deps, shortCode, user);
  const entry = await findCashEntry(deps.db, access.fundraiser.id, id);
  if (!entry) throw new ApiError(404, CASH_MSG.notFound);
  return { access, entry };
}

export const listCashBook =
  (deps: Deps): Handler<typeof R.listCashBook> =>
  async (c) => {
    const user = c.get('user');
    const access = await accessOr4xx(deps, c.req.valid('param').short_code, user);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await cashBookOf(deps.db, access, user.id) }, 200);
  };

export const recordCash = (deps: Deps) => async (c: Context<AppEnv>) => {
  const user = c.get('user');
  const access = await accessOr4xx(deps, c.req.param('short_code') ?? '', user);
  // The whole body is read (and checked) before the key is looked at, as `idempotent` asks.
  const { entry, photo, photoHash } = await readCashEntry(c);
  const fingerprint = fingerprintOf({ fundraiser: access.fundraiser.id, ...entry, photo: photoHash });
  return idempotent(c, deps, { route: 'record-cash', fingerprint }, (claim) =>
    entries.recordEntry(deps, access, user, entry, photo, claim),
  );
};

const decided = async (deps: Deps, c: Context<AppEnv>, access: Parameters<typeof cashEntryOf>[1], id: string) =>
  cashEntryOf(deps.db, access, id, c.get('user').id);

export const confirmCash =
  (deps: Deps): Handler<typeof R.confirmCash> =>
  async (c) => {
    const { short_code, id } = c.req.valid('param');
    const { access, entry } = await entryOr4xx(deps, short_code, id, c.get('user'));
    await entries.confirmEntry(deps, access, entry, c.get('user'));
    return c.json({ message: CASH_MSG.confirmed, data: await decided(deps, c, access, id) }, 200);
  };

export const refuseCash =
  (deps: Deps): Handler<typeof R.refuseCash> =>
  async (c) => {
    const { short_code, id } = c.req.valid('param');
    const { access, entry } = await entryOr4xx(deps, short_code, id, c.get('user'));
    await entries.refuseEntry(deps, access, entry, c.get('user'), c.req.valid('json').reason);
    return c.json({ message: CASH_MSG.refused, data: await decided(deps, c, access, id) }, 200);
  };

export const withdrawCash =
  (deps: Deps): Handler<typeof R.withdrawCash> =>
  async (c) => {
    const { short_code, id } = c.req.valid('param');
    const { access, entry } = await entryOr4xx(deps, short_code, id, c.get('user'));
    await entries.withdrawEntry(deps, entry, c.get('user'));
    return c.json({ message: CASH_MSG.withdrawn, data: await decided(deps, c, access, id) }, 200);
  };

/** The receipt's photo from the media store, to the book's keepers only, never kept by a cache (D-239). */
export const cashPhoto = (deps: Deps) => async (c: Context<AppEnv>) => {
  const { entry } = await entryOr4xx(deps, c.req.param('short_code') ?? '', c.req.param('id') ?? '', c.get('user'));
  return sendPrivatePhoto(c, deps.media, entry.photo_key, CASH_MSG.noPhoto);
};
