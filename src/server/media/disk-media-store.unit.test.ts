import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskMediaStore } from './disk-media-store.ts';
import type { MediaObject, MediaStore } from './media-store.ts';

// The disk driver of the media store (D-220) on a temporary folder: the behaviour uploads have had
// since the start (temporary name, then rename) and the guard that keeps every key inside it.

let dir: string;
let root: string;
let store: MediaStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'harambee-disk-media-'));
  root = path.join(dir, 'media');
  store = createDiskMediaStore(root);
  // A file beside the media folder, where an escaping key would land.
  fs.writeFileSync(path.join(dir, 'secret.webp'), 'not media');
  fs.writeFileSync(path.join(dir, 'harambee.db'), 'the database');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);
const read = async (found: MediaObject | null) => new Response(found!.body).text();
const names = (folder: string) => fs.readdirSync(path.join(root, folder)).sort();
async function listed(prefix: string) {
  const keys = [];
  for await (const { key } of store.list(prefix)) keys.push(key);
  return keys.sort();
}

const ESCAPES = [
  '../secret.webp',
  'f/../../secret.webp',
  '/etc/passwd',
  `${'../'.repeat(8)}etc/passwd`,
  'f\\..\\..\\secret.webp',
  '%2e%2e/secret.webp',
  '..%2fsecret.webp',
  '..',
  '.',
  '',
  'f//p.webp',
  'f/./p.webp',
  '.hidden/p.webp',
  'f/p.webp/',
  'f/p\0.webp',
];

describe('the disk media store', () => {
  it('writes a file whole under its key, through a temporary name that does not stay', async () => {
    await store.put('f/p.webp', bytes('webp bytes'), 'image/webp');
    expect(names('f')).toEqual(['p.webp']);
    const found = await store.get('f/p.webp');
    expect(found).toMatchObject({ contentType: 'image/webp', length: 10 });
    expect(await read(found)).toBe('webp bytes');
  });

  it('leaves no temporary file behind when a write fails', async () => {
    fs.mkdirSync(path.join(root, 'f', 'p.jpg'), { recursive: true });
    await expect(store.put('f/p.jpg', bytes('x'), 'image/jpeg')).rejects.toThrow();
    expect(names('f')).toEqual(['p.jpg']);
  });

  it('never serves a half-written file, though it lists it for the sweep', async () => {
    fs.mkdirSync(path.join(root, 'f'), { recursive: true });
    const temp = 'f/p.jpg.0123456789ab.tmp';
    fs.writeFileSync(path.join(root, temp), 'half');
    expect(await store.get(temp)).toBeNull();
    expect(await listed('f/')).toEqual([temp]);
  });

  it('gives a validator and answers a matching If-None-Match without the bytes', async () => {
    await store.put('f/p.jpg', bytes('jpeg'), 'image/jpeg');
    const { etag } = (await store.get('f/p.jpg'))!;
    expect(etag).toMatch(/^"[0-9a-f]+-4"$/);
    expect(await store.get('f/p.jpg', etag)).toMatchObject({ etag, body: null });
    expect(await store.get('f/p.jpg', `W/${etag!}`)).toMatchObject({ body: null });
    expect((await store.get('f/p.jpg', '"other"'))!.body).not.toBeNull();
  });

  it('finds nothing for a missing key or a folder', async () => {
    await store.put('f/p.png', bytes('png'), 'image/png');
    expect(await store.get('f/q.png')).toBeNull();
    expect(await store.get('f')).toBeNull();
  });

  it('lists by folder with each file’s time, and deletes (missing keys are fine)', async () => {
    await store.put('a/1.webp', bytes('1'), 'image/webp');
    await store.put('a/2.webp', bytes('2'), 'image/webp');
    await store.put('b/3.webp', bytes('3'), 'image/webp');
    expect(await listed('a/')).toEqual(['a/1.webp', 'a/2.webp']);
    expect(await listed('')).toEqual(['a/1.webp', 'a/2.webp', 'b/3.webp']);
    for await (const entry of store.list('b/')) expect(Date.now() - entry.lastModified.getTime()).toBeLessThan(60_000);
    await store.delete(['a/1.webp', 'a/missing.webp']);
    expect(await listed('')).toEqual(['a/2.webp', 'b/3.webp']);
  });

  it('lists nothing outside the media folder', async () => {
    expect(await listed('../')).toEqual([]);
    expect(await listed('..')).toEqual([]);
  });

  it.each(ESCAPES)('refuses the key %j: not read, not written, not deleted', async (key) => {
    expect(await store.get(key)).toBeNull();
    await expect(store.put(key, bytes('x'), 'image/webp')).rejects.toThrow(/media key/i);
    await expect(store.delete([key])).rejects.toThrow(/media key/i);
    expect(fs.readFileSync(path.join(dir, 'secret.webp'), 'utf8')).toBe('not media');
    expect(fs.readdirSync(dir).sort()).toEqual(['harambee.db', 'secret.webp']);
  });
});
