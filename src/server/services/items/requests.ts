import { MSG } from '#shared/messages.ts';
import { ITEM_MSG, type ItemRequestStatus, type ItemRequestView } from '#shared/schemas/items.schema.ts';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import type { ItemRequestRow, ItemRow } from '../../db/items-tables.ts';
import type { UserRow } from '../../db/schema.ts';
import * as requests from '../../db/repositories/item-requests.repository.ts';
import * as items from '../../db/repositories/items.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { ApiError } from '../../lib/http-error.ts';
import { nowIso } from '../../lib/time.ts';
import { tellDonorOfRequest, tellRequesterAccepted, tellRequesterDeclined } from './mails.ts';
import { findOwnItem, findVisibleItemOr404 } from './offers.ts';
import { toItemCard, toRequestView } from './serializers.ts';

// A request's life: open → accepted | declined | withdrawn | closed. Every change is a
// compare-and-swap on the rows' statuses inside one transaction, taking the item's row first, so
// two accepts, an accept and a 'given', or a withdrawal and an accept settle one after the other.

const firstNameOf = async (db: Db, userId: string) => {
  const user = await findUserById(db, userId);
  return user && !user.deleted_at ? user.firstname : 'Someone';
};

/** Views of requests, loading each item (and its donor's first name) once. */
async function viewsOf(deps: Deps, rows: (ItemRequestRow & { requester_first_name: string })[]) {
  const parties = new Map<string, Promise<{ item: ItemRow; card: ReturnType<typeof toItemCard>; donor: string }>>();
  const partyOf = (itemId: string) => {
    let found = parties.get(itemId);
    if (!found) {
      found = (async () => {
        const item = (await items.findItemById(deps.db, itemId))!;
        const card = toItemCard((await items.findCard(deps.db, itemId)) ?? item);
        return { item, card, donor: await firstNameOf(deps.db, item.donor_id) };
      })();
      parties.set(itemId, found);
    }
    return found;
  };
  const views: ItemRequestView[] = [];
  for (const row of rows) {
    const { item, card, donor } = await partyOf(row.item_id);
    views.push(
      toRequestView(row, { item, itemCard: card, donorFirstName: donor, requesterFirstName: row.requester_first_name }),
    );
  }
  return views;
}

async function viewOf(deps: Deps, request: ItemRequestRow) {
  const requester = await firstNameOf(deps.db, request.requester_id);
  return (await viewsOf(deps, [{ ...request, requester_first_name: requester }]))[0]!;
}

/**
 * A request and its item, for one of its two parties; anyone else is told it does not exist.
 * The item is read fresh, so its status reflects what the caller is about to change.
 */
export async function findPartyRequest(deps: Deps, id: string, user: UserRow) {
  const request = await requests.findRequest(deps.db, id);
  const item = request ? await items.findItemById(deps.db, request.item_id) : undefined;
  if (!request || !item || (user.id !== request.requester_id && user.id !== item.donor_id))
    throw new ApiError(404, ITEM_MSG.requestNotFound);
  return { request, item, isDonor: user.id === item.donor_id };
}

export async function createRequest(deps: Deps, user: UserRow, code: string, message: string) {
  const item = await findVisibleItemOr404(deps, code);
  if (item.donor_id === user.id) throw new ApiError(403, ITEM_MSG.ownItem);
  if (item.status !== 'available') throw new ApiError(409, ITEM_MSG.notAvailable);
  if (await requests.hasDeclinedRequest(deps.db, item.id, user.id)) throw new ApiError(409, ITEM_MSG.declinedBefore);
  let row;
  try {
    row = await requests.insertRequest(deps.db, item.id, user.id, message);
  } catch (err) {
    // The partial unique index: this person already has an open (or accepted) request, perhaps
    // sent a moment ago by the same tap on another connection.
    if (isUniqueViolation(err)) throw new ApiError(409, ITEM_MSG.alreadyRequested);
    throw err;
  }
  await tellDonorOfRequest(deps, item, user.firstname);
  return viewOf(deps, row);
}

export async function requestsOfItem(deps: Deps, code: string, user: UserRow) {
  const item = await findOwnItem(deps, code, user);
  return viewsOf(deps, await requests.listForItem(deps.db, item.id));
}

export const myRequests = async (deps: Deps, user: UserRow) =>
  viewsOf(deps, await requests.listForRequester(deps.db, user.id));

export async function requestForParty(deps: Deps, id: string, user: UserRow) {
  const { request } = await findPartyRequest(deps, id, user);
  return viewOf(deps, request);
}

/** Rolls the transaction back with this error unless the swap happened. */
const must = (done: boolean, message: string) => {
  if (!done) throw new ApiError(409, message);
};

export async function accept(deps: Deps, id: string, user: UserRow) {
  const { request, item, isDonor } = await findPartyRequest(deps, id, user);
  if (!isDonor) throw new ApiError(403, MSG.forbidden);
  await deps.db.transaction().execute(async (trx) => {
    const reserved = await items.changeItemStatus(trx, item.id, ['available'], 'reserved');
    must(reserved, item.status === 'reserved' ? ITEM_MSG.alreadyReserved : ITEM_MSG.notAvailable);
    must(await requests.changeRequestStatus(trx, request.id, ['open'], 'accepted'), ITEM_MSG.notOpen);
  });
  await tellRequesterAccepted(deps, item, request.requester_id);
  return viewOf(deps, (await requests.findRequest(deps.db, id))!);
}

/**
 * Ends a request (the donor declines, the requester withdraws). An accepted one gives the item
 * back to the list, unless it was given meanwhile.
 */
async function release(deps: Deps, request: ItemRequestRow, item: ItemRow, to: ItemRequestStatus) {
  await deps.db.transaction().execute(async (trx) => {
    if (request.status === 'accepted') {
      must(await items.changeItemStatus(trx, item.id, ['reserved'], 'available'), ITEM_MSG.notOpen);
      must(await requests.changeRequestStatus(trx, request.id, ['accepted'], to), ITEM_MSG.notOpen);
    } else {
      must(await requests.changeRequestStatus(trx, request.id, ['open'], to), ITEM_MSG.notOpen);
    }
  });
}

export async function decline(deps: Deps, id: string, user: UserRow) {
  const { request, item, isDonor } = await findPartyRequest(deps, id, user);
  if (!isDonor) throw new ApiError(403, MSG.forbidden);
  await release(deps, request, item, 'declined');
  await tellRequesterDeclined(deps, item, request.requester_id);
  return viewOf(deps, (await requests.findRequest(deps.db, id))!);
}

export async function withdraw(deps: Deps, id: string, user: UserRow) {
  const { request, item, isDonor } = await findPartyRequest(deps, id, user);
  if (isDonor) throw new ApiError(403, MSG.forbidden);
  await release(deps, request, item, 'withdrawn');
  return viewOf(deps, (await requests.findRequest(deps.db, id))!);
}

/** The donor handed the reserved item over; requests still open are closed with it. */
export async function markGiven(deps: Deps, code: string, user: UserRow) {
  const item = await findOwnItem(deps, code, user);
  await deps.db.transaction().execute(async (trx) => {
    const given = await items.changeItemStatus(trx, item.id, ['reserved'], 'given', { given_at: nowIso() });
    must(given, item.status === 'given' ? ITEM_MSG.notAvailable : ITEM_MSG.notReserved);
    await requests.closeOpenRequests(trx, item.id);
  });
  return (await items.findItemById(deps.db, item.id))!;
}

/** Messages are for the two parties of an accepted request. */
export async function messageThread(deps: Deps, id: string, user: UserRow) {
  const found = await findPartyRequest(deps, id, user);
  if (found.request.status !== 'accepted') throw new ApiError(409, ITEM_MSG.messagesClosed);
  return found;
}
