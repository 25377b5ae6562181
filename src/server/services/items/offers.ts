import { MSG } from '#shared/messages.ts';
import { normalizeKenyanPhone } from '#shared/phone.ts';
import { ITEM_MSG, type Item, type OfferItem } from '#shared/schemas/items.schema.ts';
import type { Deps } from '../../deps.ts';
import type { ItemRow } from '../../db/items-tables.ts';
import type { UserRow } from '../../db/schema.ts';
import { listImages } from '../../db/repositories/images.repository.ts';
import { findLatestRequestOf } from '../../db/repositories/item-requests.repository.ts';
import { ITEM_PHOTOS } from '../../db/repositories/photo-slots.repository.ts';
import * as items from '../../db/repositories/items.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Claim, Outcome } from '../../lib/idempotency.ts';
import { insertUnderNewCode } from '../../lib/insert-under-new-code.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { toPhoto } from '../../lib/photo-serializers.ts';
import { toItemCard } from './serializers.ts';

/** An item anyone may read: it exists and was not removed (a removed offer is gone for everyone). */
export async function findVisibleItemOr404(deps: Deps, code: string) {
  const item = await items.findItemByCode(deps.db, code);
  if (!item || item.status === 'removed') throw new ApiError(404, ITEM_MSG.itemNotFound);
  return item;
}

/** For the donor's writes: 404 when there is no such item, 403 when it is someone else's. */
export async function findOwnItem(deps: Deps, code: string, user: UserRow) {
  const item = await findVisibleItemOr404(deps, code);
  if (item.donor_id !== user.id) throw new ApiError(403, MSG.forbidden);
  return item;
}

/** The item page, with what this reader may do on it (null for a guest). */
export async function itemView(deps: Deps, item: ItemRow, reader?: UserRow): Promise<Item> {
  const [images, donor, card, mine] = await Promise.all([
    listImages(deps.db, ITEM_PHOTOS, item.id),
    findUserById(deps.db, item.donor_id),
    items.findCard(deps.db, item.id),
    reader && reader.id !== item.donor_id ? findLatestRequestOf(deps.db, item.id, reader.id) : undefined,
  ]);
  return {
    ...toItemCard(card ?? item),
    description: item.description,
    images: images.map(toPhoto),
    donor: { first_name: donor && !donor.deleted_at ? donor.firstname : 'A donor' },
    viewer: reader
      ? { is_donor: reader.id === item.donor_id, my_request: mine ? { id: mine.id, status: mine.status } : null }
      : null,
  };
}

/** Stores a new offer and the key's answer in one transaction (see `idempotent`). */
export async function createOffer(deps: Deps, donor: UserRow, offer: OfferItem, claim: Claim) {
  const now = nowIso();
  const phone = offer.share_phone && offer.phone ? normalizeKenyanPhone(offer.phone) : null;
  return insertUnderNewCode(deps, claim, (code) => {
    const row: ItemRow = {
      id: newId(),
      code,
      donor_id: donor.id,
      category: offer.category,
      title: offer.title,
      condition: offer.condition,
      quantity: offer.quantity,
      description: offer.description,
      county: offer.county,
      town: offer.town,
      share_phone: phone ? 1 : 0,
      phone,
      status: 'available',
      created_at: now,
      updated_at: now,
      given_at: null,
      removed_reason: null,
      removed_by: null,
      removed_at: null,
    };
    const data: Item = {
      ...toItemCard(row),
      description: row.description,
      images: [],
      donor: { first_name: donor.firstname },
      viewer: { is_donor: true, my_request: null },
    };
    const outcome: Outcome<{ message: string; data: Item }, 201> = {
      status: 201,
      body: { message: ITEM_MSG.offered, data },
    };
    return { insert: (trx) => items.insertItem(trx, row), outcome };
  });
}
