import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMediaStore } from './disk-media-store.ts';
import { serveMedia } from './serve-media.ts';

// /media/<key> answered from the store (D-220), here the disk driver on a temporary folder.

const IMMUTABLE = 'public, max-age=31536000, immutable';
let dir: string;
let app: Hono;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-serve-media-'));
  const media = createDiskMediaStore(path.join(dir, 'media'));
  await media.put('f/p-640.webp', new TextEncoder().encode('webp bytes'), 'image/webp');
  fs.writeFileSync(path.join(dir, 'media', 'f', 'notes.txt'), 'not a photo');
  fs.writeFileSync(path.join(dir, 'media', 'f', 'p.jpg.0123456789ab.tmp'), 'half');
  fs.writeFileSync(path.join(dir, 'outside.webp'), 'outside');
  app = new Hono();
  app.get('/media/*', serveMedia(media));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('GET /media/<key>', () => {
  it('serves the file with its type, length, validator and a year of immutable caching', async () => {
    const res = await app.request('/media/f/p-640.webp');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('webp bytes');
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'image/webp',
      'content-length': '10',
      'cache-control': IMMUTABLE,
      etag: expect.stringMatching(/^"[0-9a-f]+-a"$/),
    });
  });

  it('answers 304 to the validator it gave, and HEAD without a body', async () => {
    const etag = (await app.request('/media/f/p-640.webp')).headers.get('etag')!;
    const again = await app.request('/media/f/p-640.webp', { headers: { 'If-None-Match': etag } });
    expect([again.status, again.headers.get('etag'), again.headers.get('cache-control')]).toEqual([
      304,
      etag,
      IMMUTABLE,
    ]);
    const head = await app.request('/media/f/p-640.webp', { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '10', '']);
  });

  it('answers 404 for a missing key, a half-written file, a file that is not a photo and escaping keys', async () => {
    for (const url of [
      '/media/f/missing.webp',
      '/media/f/p.jpg.0123456789ab.tmp',
      '/media/f/notes.txt',
      '/media/f/..%2F..%2Foutside.webp',
      '/media/%2e%2e/outside.webp',
      '/media//f/p-640.webp',
      '/media/f',
    ]) {
      const res = await app.request(url);
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.headers.get('cache-control')).toBeNull();
    }
  });
});
