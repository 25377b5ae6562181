import { afterAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { createFundraiser } from '#tests/support/fundraisers.ts';
import { leaseCutoff } from '#server/lib/lease.ts';
import { offerItem } from '../../routes/items/items.test-support.ts';
import {
  filledSlots,
  fillSlots,
  FUNDRAISER_PHOTOS,
  imagesInUse,
  ITEM_PHOTOS,
  releaseSlots,
  reserveSlots,
  type PhotoTarget,
} from './photo-slots.repository.ts';

// The one photo-slot reservation (D-063), on each of its targets: a fundraiser's photos and an
// item offer's, with reservations racing on their own connections (on postgres, real transactions).

afterAll(closeTestDb);

async function ownerOf(target: PhotoTarget) {
  const { session } = await verifiedUser();
  if (target === FUNDRAISER_PHOTOS) return (await createFundraiser(session)).id;
  const { code } = await offerItem(session);
  return (await testDb().selectFrom('items').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

describe.each([
  ['a fundraiser', FUNDRAISER_PHOTOS],
  ['an item offer', ITEM_PHOTOS],
] as const)("reserving places for %s's photos", (_, target) => {
  it('grants exactly the limit to racing reservations, all or none each', async () => {
    const owner = await ownerOf(target);
    const db = testDb();
    const granted = await Promise.all(
      Array.from({ length: 12 }, (_, i) => reserveSlots(db, target, owner, i === 0 ? 2 : 1, `racer-${i}`)),
    );
    const slots = granted.flatMap((g) => g ?? []);
    expect(slots.map((s) => s.position).sort()).toEqual([...Array(target.max).keys()]);
    expect(await reserveSlots(db, target, owner, 1, 'late')).toBeNull();
  });

  it('fills only what the request reserved, frees what it never filled, and tells the sweep what is in use', async () => {
    const owner = await ownerOf(target);
    const db = testDb();
    const kept = (await reserveSlots(db, target, owner, 2, 'kept'))!;
    const dropped = (await reserveSlots(db, target, owner, 1, 'dropped'))!;
    expect(await fillSlots(db, target, 'someone-else', kept)).toBe(false);
    expect(await fillSlots(db, target, 'kept', kept)).toBe(true);
    expect(await filledSlots(db, target, owner)).toEqual(kept);
    const ids = [...kept, ...dropped].map((s) => s.imageId);
    expect(await imagesInUse(db, ids, leaseCutoff())).toEqual(new Set(ids));
    await releaseSlots(db, target, 'dropped');
    expect(await imagesInUse(db, ids, leaseCutoff())).toEqual(new Set(kept.map((s) => s.imageId)));
    // The freed place is the first one taken next.
    expect((await reserveSlots(db, target, owner, 1, 'next'))![0]!.position).toBe(dropped[0]!.position);
  });

  it('reclaims a reservation that outlived the lease', async () => {
    const owner = await ownerOf(target);
    const db = testDb();
    const all = (await reserveSlots(db, target, owner, target.max, 'dead'))!;
    expect(await reserveSlots(db, target, owner, 1, 'waiting')).toBeNull();
    await db
      .updateTable(target.slots)
      .set({ reserved_at: new Date(Date.now() - 3600_000).toISOString() })
      .where('image_id', '=', all[0]!.imageId)
      .execute();
    expect(await reserveSlots(db, target, owner, 1, 'waiting')).toHaveLength(1);
  });
});
