import type { Context } from 'hono';
import { isMediaKey, isPrivateMediaKey, mediaContentType, type MediaStore } from './media-store.ts';

// /media/<key>, answered from the media store whatever its driver (D-220): the same URLs whether
// the files are on this disk or in a bucket, so every instance serves every photo and a CDN in
// front can take the reads. A key is never rewritten (each photo has a new id), so what is served
// may be kept for a year without asking again.

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const serveMedia = (media: MediaStore) => async (c: Context) => {
  // The path as sent (still %-escaped): a key has no escapes, so `%2e%2e` or `%2f` is not found.
  const key = c.req.path.slice('/media/'.length);
  if (!isMediaKey(key) || !mediaContentType(key) || isPrivateMediaKey(key)) return c.text('Not found', 404);
  const found = await media.get(key, c.req.header('If-None-Match'));
  if (!found) return c.text('Not found', 404);
  c.header('Cache-Control', IMMUTABLE);
  if (found.etag) c.header('ETag', found.etag);
  if (!found.body) return c.body(null, 304);
  c.header('Content-Type', found.contentType);
  c.header('Content-Length', String(found.length));
  // Hono answers HEAD with the GET handler and drops the body unread: closed here instead, so an
  // open file (or a bucket's connection) is not left for the garbage collector.
  if (c.req.method === 'HEAD') {
    await found.body.cancel();
    return c.body(null, 200);
  }
  return c.body(found.body, 200);
};
