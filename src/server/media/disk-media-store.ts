import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  assertMediaKey,
  etagMatches,
  isMediaKey,
  mediaContentType,
  type MediaEntry,
  type MediaObject,
  type MediaStore,
} from './media-store.ts';

// The embedded default (D-220): files under DATA_DIR/media, one per key. Each is written first as
// `<name>.<random>.tmp` and then renamed, so a file under its final name is always complete; what
// a killed process leaves is a `.tmp` file, never served, that still carries the photo's id in its
// name for the media sweep (jobs/media-sweep.ts) to find by listing.

const TEMP = /\.[0-9a-f]{12}\.tmp$/;

export function createDiskMediaStore(root: string): MediaStore {
  const base = path.resolve(root);

  /** The file of a key; null for a key that is not a media key or would leave the folder. */
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) return null;
    // A second guard behind the key rule: whatever the rule lets through stays inside `base`.
    const file = path.resolve(base, key);
    return file.startsWith(base + path.sep) ? file : null;
  };
  const fileFor = (key: string) => {
    assertMediaKey(key);
    const file = fileOf(key);
    if (!file) throw new Error(`Media key outside the media folder: ${JSON.stringify(key)}`);
    return file;
  };

  async function* walk(dirKey: string): AsyncGenerator<MediaEntry> {
    const dir = dirKey ? fileOf(dirKey) : base;
    if (!dir) return;
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = dirKey ? `${dirKey}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(key);
      if (!entry.isFile()) continue;
      // Gone since the folder was read (another instance's sweep, a delete): not listed.
      const stat = await fs.stat(path.join(dir, entry.name)).catch(() => null);
      if (stat) yield { key, lastModified: stat.mtime };
    }
  }

  return {
    description: `disk ${path.relative(process.cwd(), base) || '.'}`,

    async put(key, bytes) {
      const file = fileFor(key);
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, file);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },

    async get(key, ifNoneMatch): Promise<MediaObject | null> {
      const file = fileOf(key);
      if (!file || TEMP.test(key)) return null;
      // Opened before it is looked at: a file deleted in between is either whole or not found.
      const handle = await fs.open(file, 'r').catch(() => null);
      if (!handle) return null;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      // Size and time of the last write, as nginx does: free to compute, and a key is never rewritten.
      const etag = `"${Math.floor(stat.mtimeMs).toString(16)}-${stat.size.toString(16)}"`;
      const common = { contentType: mediaContentType(key) ?? 'application/octet-stream', length: stat.size, etag };
      if (etagMatches(ifNoneMatch, etag)) {
        await handle.close();
        return { ...common, body: null };
      }
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { ...common, body };
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileFor(key), { force: true })));
    },

    async *list(prefix) {
      // Walked from the folder the prefix names, not from the top.
      const dirKey = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      for await (const entry of walk(dirKey)) if (entry.key.startsWith(prefix)) yield entry;
    },
  };
}
