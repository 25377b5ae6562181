import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session, type Reply } from '#tests/support/api.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { approve, createFundraiser, individualDetails, upload } from '#tests/support/fundraisers.ts';
import { imageFile, png } from '#tests/support/images.ts';

// DELETE /api/fundraiser-images/{id}/ against the real server; on the postgres project the races
// below are real concurrent transactions on separate connections.

afterAll(closeTestDb);

async function withPhotos(count: number) {
  const { session } = await verifiedUser();
  const { id, short_code } = await createFundraiser(session);
  const files = await Promise.all(Array.from({ length: count }, (_, i) => png(200 + i, 150)));
  const reply = await upload(
    session,
    id,
    files.map((bytes, i) => imageFile(bytes, `p${i}.png`)),
  );
  expect(reply.status).toBe(201);
  return { session, id, short_code, photos: photoIds(reply) };
}

const photoIds = (reply: Reply) => (reply.body.data.images as { id: string }[]).map((i) => i.id);
const remove = (session: Session, imageId: string) =>
  session.request(`/fundraiser-images/${imageId}/`, { method: 'DELETE' });
const addPhoto = async (session: Session, fundraiserId: string, width = 333) =>
  upload(session, fundraiserId, [imageFile(await png(width, 200), 'new.png')]);

/** The photos the public page shows, in order. */
const shown = async (shortCode: string) =>
  ((await new Session().get(`/fundraisers/${shortCode}/review/`)).body.data.images as { id: string }[]).map(
    (i) => i.id,
  );

/** The ids whose files are on disk. */
function filesOf(fundraiserId: string) {
  const dir = path.join(inject('serverEnv').DATA_DIR!, 'media', fundraiserId);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return new Set(names.map((n) => n.slice(0, 36)));
}

/** Slots and rows agree: each stored photo fills exactly one slot, at its own position, 0..n-1. */
async function expectConsistent(fundraiserId: string) {
  const db = testDb();
  const images = await db
    .selectFrom('fundraiser_images')
    .select(['id', 'position'])
    .where('fundraiser_id', '=', fundraiserId)
    .orderBy('position')
    .execute();
  const slots = await db
    .selectFrom('photo_slots')
    .select(['image_id', 'position', 'filled'])
    .where('fundraiser_id', '=', fundraiserId)
    .orderBy('position')
    .execute();
  expect(slots.every((s) => Number(s.filled) === 1)).toBe(true);
  expect(slots.map((s) => [s.image_id, Number(s.position)])).toEqual(images.map((i) => [i.id, Number(i.position)]));
  expect(images.length).toBeLessThanOrEqual(5);
  expect(filesOf(fundraiserId)).toEqual(new Set(images.map((i) => i.id)));
  return images.map((i) => i.id);
}

describe('DELETE /api/fundraiser-images/{id}/', () => {
  it('removes the photo, its files and its slot; the others keep their order and a new photo goes last', async () => {
    const { session, id, short_code, photos } = await withPhotos(5);
    expect((await addPhoto(session, id)).body.errors.image).toEqual([MSG.maxFiles]);
    const reply = await remove(session, photos[1]!);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ message: MSG.imageDeleted });
    const left = [photos[0], photos[2], photos[3], photos[4]];
    expect(await shown(short_code)).toEqual(left);
    expect(filesOf(id).has(photos[1]!)).toBe(false);
    const added = await addPhoto(session, id);
    expect(added.status).toBe(201);
    expect(await shown(short_code)).toEqual([...left, ...photoIds(added)]);
    expect(await expectConsistent(id)).toEqual([...left, ...photoIds(added)]);
    // The place was freed once: the sixth photo is still refused.
    expect((await addPhoto(session, id, 334)).body.errors.image).toEqual([MSG.maxFiles]);
    // Deleted is gone: a second delete finds nothing.
    expect((await remove(session, photos[1]!)).status).toBe(404);
  });

  it('refuses anyone but the owner and keeps the photo: another user 403, a visitor 401', async () => {
    const { id, short_code, photos } = await withPhotos(2);
    const other = await verifiedUser();
    const stranger = await remove(other.session, photos[0]!);
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(MSG.forbidden);
    const visitor = await remove(new Session(), photos[0]!);
    expect(visitor.status).toBe(401);
    expect(await shown(short_code)).toEqual(photos);
    expect(await expectConsistent(id)).toEqual(photos);
    expect((await remove(other.session, 'no-such-photo')).status).toBe(404);
  });

  it('refuses once the fundraiser is no longer Pending Review (409), and the last photo (409)', async () => {
    const { session, id, short_code, photos } = await withPhotos(2);
    expect((await remove(session, photos[0]!)).status).toBe(200);
    const last = await remove(session, photos[1]!);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(MSG.lastPhoto);
    expect((await addPhoto(session, id)).status).toBe(201);
    const ids = await shown(short_code);
    expect((await session.post('/individual-details/', individualDetails(id))).status).toBe(201);
    await approve(short_code);
    const locked = await remove(session, ids[0]!);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(MSG.fundraiserLocked);
    expect(await shown(short_code)).toEqual(ids);
    expect(await expectConsistent(id)).toEqual(ids);
  });

  it('lets exactly one of several simultaneous deletes of one photo succeed', async () => {
    const { session, id, short_code, photos } = await withPhotos(3);
    const replies = await Promise.all(Array.from({ length: 6 }, () => remove(session, photos[0]!)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(await shown(short_code)).toEqual(photos.slice(1));
    expect(await expectConsistent(id)).toEqual(photos.slice(1));
  });

  it('deletes different photos at the same time without losing the order or a slot', async () => {
    const { session, id, short_code, photos } = await withPhotos(5);
    const replies = await Promise.all([
      remove(session, photos[0]!),
      remove(session, photos[2]!),
      remove(session, photos[3]!),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await shown(short_code)).toEqual([photos[1], photos[4]]);
    expect(await expectConsistent(id)).toEqual([photos[1], photos[4]]);
    const added = await Promise.all([1, 2, 3, 4].map((n) => addPhoto(session, id, 400 + n)));
    expect(added.map((r) => r.status).sort()).toEqual([201, 201, 201, 400]);
    expect(await expectConsistent(id)).toHaveLength(5);
  });

  it('keeps at most five photos when deletes race uploads into the freed places', async () => {
    const { session, id, short_code } = await withPhotos(5);
    for (let round = 0; round < 4; round++) {
      const before = await shown(short_code);
      const victim = before[round % before.length]!;
      const [deleted, ...uploads] = await Promise.all([
        remove(session, victim),
        addPhoto(session, id, 500 + round * 3),
        addPhoto(session, id, 501 + round * 3),
      ]);
      expect(deleted.status).toBe(200);
      const stored = uploads.filter((u) => u.status === 201);
      for (const u of uploads.filter((r) => r.status !== 201)) expect(u.body.errors.image).toEqual([MSG.maxFiles]);
      // The delete freed one place: at most one upload could take it.
      expect(stored.length).toBeLessThanOrEqual(1);
      const after = await expectConsistent(id);
      expect(after).toEqual([...before.filter((p) => p !== victim), ...stored.flatMap(photoIds)]);
      if (after.length < 5) expect((await addPhoto(session, id, 600 + round)).status).toBe(201);
    }
    await expectConsistent(id);
  });
});
