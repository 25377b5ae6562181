import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session, type Reply } from '#tests/support/api.ts';
import { createFundraiser, upload } from '#tests/support/fundraisers.ts';
import { closeTestDb, testDb } from '#tests/support/database.ts';
import { imageFile, png } from '#tests/support/images.ts';
import { takeOverKey } from '#server/db/repositories/idempotency.repository.ts';
import { FUNDRAISER_PHOTOS, reserveSlots } from '#server/db/repositories/photo-slots.repository.ts';
import { leaseCutoff } from '#server/lib/lease.ts';

// Uploads racing each other and retries of one upload, with real parallel requests against the
// real server (on the postgres project, real concurrent transactions).

const MISMATCH = 'This Idempotency-Key was used for a different request';

async function ownFundraiser() {
  const { session } = await verifiedUser();
  const { id, short_code } = await createFundraiser(session);
  return { session, id, short_code };
}

/** The files the server keeps for a fundraiser's photos, grouped by photo id. */
function mediaFiles(fundraiserId: string) {
  const dir = path.join(inject('serverEnv').DATA_DIR!, 'media', fundraiserId);
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return { names, ids: new Set(names.map((n) => n.slice(0, 36))) };
}

const storedIds = async (shortCode: string) =>
  ((await new Session().get(`/fundraisers/${shortCode}/review/`)).body.data.images as { id: string }[]).map(
    (i) => i.id,
  );

const photoIds = (reply: Reply) => (reply.body.data.images as { id: string }[]).map((i) => i.id);

afterAll(closeTestDb);

describe('POST /api/fundraiser-images/ under concurrency', () => {
  it('stores exactly five of 20 parallel uploads and refuses the rest with the max-files message', async () => {
    const { session, id, short_code } = await ownFundraiser();
    const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => png(300 + i, 200)));
    const replies = await Promise.all(
      photos.map((bytes, i) =>
        upload(session, id, [imageFile(bytes, `p${i}.png`)], { 'Idempotency-Key': `parallel-${id}-${i}` }),
      ),
    );
    const stored = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status !== 201);
    expect(stored).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const reply of refused) {
      expect(reply.status).toBe(400);
      expect(reply.body.errors.image).toEqual([MSG.maxFiles]);
    }
    const ids = stored.flatMap(photoIds);
    expect((await storedIds(short_code)).sort()).toEqual([...ids].sort());
    // Refused uploads wrote nothing, and nothing was left half-written.
    const files = mediaFiles(id);
    expect([...files.ids].sort()).toEqual([...ids].sort());
    expect(files.names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('replays the first answer for the same key and request (a new multipart body) and stores nothing new', async () => {
    const { session, id, short_code } = await ownFundraiser();
    const bytes = await png(640, 480);
    const headers = { 'Idempotency-Key': `replay-${id}` };
    const first = await upload(session, id, [imageFile(bytes, 'a.png')], headers);
    expect(first.status).toBe(201);
    const filesBefore = mediaFiles(id).names.sort();
    // Several in a row on the same kept-alive connection: each replay must arrive whole.
    for (let i = 0; i < 5; i++) {
      const retry = await upload(session, id, [imageFile(bytes, 'a.png')], headers);
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body).toEqual(first.body);
    }
    expect(await storedIds(short_code)).toEqual(photoIds(first));
    expect(mediaFiles(id).names.sort()).toEqual(filesBefore);
  });

  it('answers 422 when the key comes back with a different file, and stores nothing', async () => {
    const { session, id, short_code } = await ownFundraiser();
    const headers = { 'Idempotency-Key': `mismatch-${id}` };
    const first = await upload(session, id, [imageFile(await png(640, 480), 'a.png')], headers);
    expect(first.status).toBe(201);
    const other = await upload(session, id, [imageFile(await png(480, 640), 'a.png')], headers);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(MISMATCH);
    const elsewhere = await createFundraiser(session);
    const otherFundraiser = await upload(session, elsewhere.id, [imageFile(await png(640, 480), 'a.png')], headers);
    expect(otherFundraiser.status).toBe(422);
    expect(await storedIds(short_code)).toEqual(photoIds(first));
    expect(mediaFiles(id).ids).toEqual(new Set(photoIds(first)));
  });

  it('stores one photo when retries with the same key run at the same time', async () => {
    const { session, id, short_code } = await ownFundraiser();
    const bytes = await png(1600, 1200);
    const headers = { 'Idempotency-Key': `together-${id}` };
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => upload(session, id, [imageFile(bytes, 'a.png')], headers)),
    );
    const done = replies.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') !== 'true');
    expect(done).toHaveLength(1);
    for (const reply of replies.filter((r) => r !== done[0])) {
      // Still running (the client waits and asks again), or already done and replayed.
      if (reply.status === 409) expect(reply.body.message).toBe(MSG.idempotencyInFlight);
      else expect([reply.status, reply.body]).toEqual([201, done[0]!.body]);
    }
    const later = await upload(session, id, [imageFile(bytes, 'a.png')], headers);
    expect(later.headers.get('idempotent-replayed')).toBe('true');
    expect(later.body).toEqual(done[0]!.body);
    expect(await storedIds(short_code)).toEqual(photoIds(done[0]!));
    expect(mediaFiles(id).ids).toEqual(new Set(photoIds(done[0]!)));
  });

  it('grants five slots to 20 reservations racing on their own connections, and frees a dead one after the lease', async () => {
    const { session, id, short_code } = await ownFundraiser();
    const db = testDb();
    const granted = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reserveSlots(db, FUNDRAISER_PHOTOS, id, 1, `racer-${i}`)),
    );
    const slots = granted.flatMap((g) => g ?? []);
    expect(slots.map((s) => s.position).sort()).toEqual([0, 1, 2, 3, 4]);
    const photo = imageFile(await png(), 'p.png');
    expect((await upload(session, id, [photo])).body.errors.image).toEqual([MSG.maxFiles]);
    // None of the racers ever stored its photo, as if killed; time passes for one of them.
    await db
      .updateTable('photo_slots')
      .set({ reserved_at: new Date(Date.now() - 3600_000).toISOString() })
      .where('image_id', '=', slots[0]!.imageId)
      .execute();
    const stored = await upload(session, id, [photo]);
    expect(stored.status).toBe(201);
    expect(await storedIds(short_code)).toEqual(photoIds(stored));
    expect((await upload(session, id, [photo])).body.errors.image).toEqual([MSG.maxFiles]);
  });

  it("lets exactly one of several racing retries take over a dead request's key", async () => {
    const { user } = await verifiedUser();
    const db = testDb();
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const dead = { user_id: user.id, key: 'dead-request', route: 'fundraiser-images', fingerprint: 'f' };
    await db
      .insertInto('idempotency_keys')
      .values({
        ...dead,
        claim_id: 'dead',
        claimed_at: hourAgo,
        created_at: hourAgo,
        status_code: null,
        response_body: null,
      })
      .execute();
    const retry = (i: number) =>
      takeOverKey(
        db,
        {
          userId: user.id,
          key: dead.key,
          route: dead.route,
          fingerprint: 'f',
          claimId: `retry-${i}`,
          now: new Date().toISOString(),
        },
        'dead',
        leaseCutoff(),
      );
    const won = await Promise.all(Array.from({ length: 10 }, (_, i) => retry(i)));
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});
