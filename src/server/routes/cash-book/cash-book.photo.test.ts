import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { sweepMedia } from '#server/jobs/media-sweep.ts';
import { LEASE_MS } from '#server/lib/lease.ts';
import { createDiskMediaStore } from '#server/media/disk-media-store.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { bookOf, recorded, recordWithPhoto } from '#tests/support/cash-book.ts';
import { imageFile, jpegWithExif } from '#tests/support/images.ts';
import { addTreasurer } from '#tests/support/treasurers.ts';
import { startMoneyServer, type MoneyServer } from '#tests/support/withdrawals.ts';

// The receipt book page's photo (D-239): sent with the entry, stored like every photo (metadata
// dropped), shown only to the owner and the active treasurers, never under the public /media/,
// and left alone by the media sweep.

let server: MoneyServer;
beforeAll(async () => {
  server = await startMoneyServer('cash-book-photo');
}, 60_000);
afterAll(() => server?.dispose());

const photoPath = (shortCode: string, id: string) => `/fundraisers/${shortCode}/cash-book/${id}/photo/`;

describe('the receipt photo', () => {
  it('is kept with the entry and shown to the book’s keepers only, never publicly', async () => {
    const f = await server.ownerWithMoney([]);
    const treasurer = (await addTreasurer(f.owner, f.shortCode, server.api)).session;
    const sent = await recordWithPhoto(
      treasurer,
      f.shortCode,
      imageFile(await jpegWithExif(), 'receipt-page-7.jpg', 'image/jpeg'),
      { amount: '3 000' },
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ amount: 300_000, has_photo: true, status: 'waiting' });
    const id = sent.body.data.id as string;

    for (const keeper of [treasurer, f.owner]) {
      const photo = await keeper.request(photoPath(f.shortCode, id));
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');
      expect(photo.headers.get('cache-control')).toBe('private, no-store');
      // Re-encoded without the camera's metadata.
      expect(String(photo.body)).not.toContain('secret-home-address');
    }
    const { session: stranger } = await verifiedUser('stranger', server.api);
    expect((await stranger.request(photoPath(f.shortCode, id))).status).toBe(403);
    expect((await new Session(undefined, server.api).request(photoPath(f.shortCode, id))).status).toBe(401);

    // Stored under the private folder: on disk, but /media/ answers 404 for it, as for nothing.
    const row = await server
      .db()
      .selectFrom('cash_entries')
      .select('photo_key')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.photo_key).toMatch(new RegExp(`^cash-book/${f.id}/${id}\\.jpg$`));
    expect(fs.existsSync(path.join(server.mediaDir, row!.photo_key!))).toBe(true);
    const base = server.api.replace(/\/api$/, '');
    expect((await fetch(`${base}/media/${row!.photo_key}`)).status).toBe(404);

    // The sweep, which removes photos no row owns, leaves it (even once it is old).
    await sweepMedia({ db: server.db(), media: createDiskMediaStore(server.mediaDir) }, Date.now() + 2 * LEASE_MS);
    expect(fs.existsSync(path.join(server.mediaDir, row!.photo_key!))).toBe(true);

    // An entry without a photo has none to show.
    const plain = await recorded(treasurer, f.shortCode);
    const none = await f.owner.request(photoPath(f.shortCode, plain));
    expect(none.status).toBe(404);
  });

  it('refuses a file that is not a photo, and then records nothing', async () => {
    const f = await server.ownerWithMoney([]);
    await addTreasurer(f.owner, f.shortCode, server.api);
    const text = new File(['not a picture at all'], 'receipt.jpg', { type: 'image/jpeg' });
    const reply = await recordWithPhoto(f.owner, f.shortCode, text);
    expect(reply.status).toBe(400);
    expect(reply.body.errors.image).toEqual([MSG.fileType('receipt.jpg')]);
    expect((await bookOf(f.owner, f.shortCode)).body.data.entries).toEqual([]);
  });
});
