import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { dialect } from '#tests/support/api.ts';
import { createFundraiser, upload } from '#tests/support/fundraisers.ts';
import { imageFile, png } from '#tests/support/images.ts';
import { startOwnServer } from '#tests/support/own-server.ts';
import { startS3Server } from '#tests/setup/s3-server.ts';
import { loadEnv } from '#server/env.ts';
import { mediaS3Settings } from '#server/env-media.ts';
import { createS3MediaStore } from '#server/media/s3-media-store.ts';

// The media store's S3 driver (D-220), end to end: a server process of its own whose MEDIA_S3_*
// settings point at a real S3-protocol server (s3rver, tests only) on this machine. The suite's
// shared server keeps its media on the disk, where the other media tests check it.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOUR_AGO = () => new Date(Date.now() - 3600_000);

let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: Awaited<ReturnType<typeof startOwnServer>>;
beforeAll(async () => {
  s3 = await startS3Server();
  server = await startOwnServer(`s3-${dialect()}`, s3.serverEnv);
});
afterAll(async () => {
  await server?.dispose();
  await s3?.stop();
});

interface Photo {
  id: string;
  image: string;
  preview: string;
  variants: { width: number; url: string }[];
}

const origin = () => server.api.replace(/\/api$/, '');
const keyOf = (url: string) => url.replace(/^\/media\//, '');
const keysOf = (photo: Photo) => [photo.image, photo.preview, ...photo.variants.map((v) => v.url)].map(keyOf).sort();

async function fundraiserWithPhotos(count: number) {
  const { session } = await verifiedUser('s3', server.api);
  const { id } = await createFundraiser(session);
  const files = await Promise.all(Array.from({ length: count }, (_, i) => png(900 + i, 600)));
  const reply = await upload(
    session,
    id,
    files.map((bytes, i) => imageFile(bytes, `p${i}.png`)),
  );
  expect(reply.status).toBe(201);
  return { session, id, photos: reply.body.data.images as Photo[] };
}

/** A GET through node:http: the path leaves exactly as written (fetch would resolve `..` first). */
function rawGet(pathname: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(origin());
    http
      .get({ hostname, port, path: pathname }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('media in an S3-compatible bucket (D-220)', () => {
  it('puts an uploaded photo in the bucket: the original, every WebP variant and the preview, nothing on disk', async () => {
    const { id, photos } = await fundraiserWithPhotos(1);
    const keys = keysOf(photos[0]!);
    expect(photos[0]!.variants.length).toBeGreaterThan(1);
    expect(await s3.keys(`${id}/`)).toEqual(keys);
    expect(fs.existsSync(path.join(server.mediaDir, id))).toBe(false);
  });

  it('serves each file at its /media URL with its type, a year of immutable caching and an ETag for a 304', async () => {
    const { photos } = await fundraiserWithPhotos(1);
    const photo = photos[0]!;
    const expected: [string, string, string][] = [
      [photo.image, 'image/png', 'png'],
      [photo.preview, 'image/jpeg', 'jpeg'],
      ...photo.variants.map((v): [string, string, string] => [v.url, 'image/webp', 'webp']),
    ];
    for (const [url, type, format] of expected) {
      const res = await fetch(`${origin()}${url}`);
      expect([url, res.status]).toEqual([url, 200]);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect((await sharp(bytes).metadata()).format).toBe(format);
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await fetch(`${origin()}${url}`, { headers: { 'If-None-Match': etag! } });
      expect([again.status, again.headers.get('cache-control')]).toEqual([304, IMMUTABLE]);
    }
  });

  it('answers 404 for an unknown key and for keys that try to leave their folder', async () => {
    const { id, photos } = await fundraiserWithPhotos(1);
    const name = keyOf(photos[0]!.image).split('/')[1]!;
    expect((await rawGet(`/media/${id}/${randomUUID()}.webp`)).status).toBe(404);
    expect((await rawGet(`/media/${id}/${name}.tmp`)).status).toBe(404);
    for (const escape of [
      `/media/../../etc/passwd`,
      `/media/%2e%2e/%2e%2e/etc/passwd`,
      `/media/${id}/..%2F${id}%2F${name}`,
      `/media/${id}/..%2f..%2f${name}`,
      `/media//${id}/${name}`,
    ]) {
      expect([escape, (await rawGet(escape)).status]).toEqual([escape, 404]);
    }
    // The driver itself neither reads nor writes such a key.
    const store = await createS3MediaStore(mediaS3Settings(loadEnv(s3.serverEnv))!);
    expect(await store.get(`${id}/../${id}/${name}`)).toBeNull();
    await expect(store.put(`${id}/../escaped.webp`, new Uint8Array(1), 'image/webp')).rejects.toThrow(/media key/);
    await expect(store.delete([`../${id}/${name}`])).rejects.toThrow(/media key/);
    expect(await s3.keys(`${id}/`)).toEqual(keysOf(photos[0]!));
  });

  it('deletes a deleted photo’s objects and keeps the others', async () => {
    const { session, id, photos } = await fundraiserWithPhotos(2);
    const [gone, kept] = photos as [Photo, Photo];
    const reply = await session.request(`/fundraiser-images/${gone.id}/`, { method: 'DELETE' });
    expect(reply.status).toBe(200);
    expect(await s3.keys(`${id}/`)).toEqual(keysOf(kept));
    expect((await fetch(`${origin()}${gone.image}`)).status).toBe(404);
  });

  it('keeps a profile photo in the bucket and deletes it when it is removed', async () => {
    const { session } = await verifiedUser('s3-avatar', server.api);
    const form = new FormData();
    form.set('photo', imageFile(await png(500, 400), 'me.png'));
    const put = await session.request('/users/me/photo/', { method: 'PUT', body: form });
    const url: string = put.body.data.user.photo_url;
    expect(await s3.keys(keyOf(url))).toEqual([keyOf(url)]);
    const res = await fetch(`${origin()}${url}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await session.request('/users/me/photo/', { method: 'DELETE' })).status).toBe(200);
    expect(await s3.keys(keyOf(url))).toEqual([]);
  });

  it('sweeps what a killed upload left in the bucket, sparing stored photos, young files and others’ objects', async () => {
    const { id, photos } = await fundraiserWithPhotos(1);
    const stored = keysOf(photos[0]!);
    const dead = randomUUID();
    const leftovers = [`${id}/${dead}.png`, `${id}/${dead}-640.webp`, `${id}/${dead}.jpg.0123456789ab.tmp`];
    const young = `${id}/${randomUUID()}-320.webp`;
    const foreign = `${id}/notes.txt`;
    for (const key of [...leftovers, young, foreign]) await s3.put(key, 'left behind');
    for (const key of [...stored, ...leftovers, foreign]) s3.age(key, HOUR_AGO());

    // The server sweeps at start-up (a crash is the usual reason for a restart).
    await server.restart();
    const left = [...stored, young, foreign].sort();
    await until(async () => (await s3.keys(`${id}/`)).length === left.length, 'the sweep');
    expect(await s3.keys(`${id}/`)).toEqual(left);
    expect((await fetch(`${origin()}${photos[0]!.image}`)).status).toBe(200);
  });
});
