import type { Context } from 'hono';
import { ApiError } from '../lib/http-error.ts';
import type { MediaStore } from './media-store.ts';

/**
 * A private photo (a cash book's receipt, D-239; an identity document, D-258) to someone already
 * checked, never kept by a cache; 404 with `missing` when there is none (or it was deleted).
 */
export async function sendPrivatePhoto(c: Context, media: MediaStore, key: string | null, missing: string) {
  const found = key ? await media.get(key) : null;
  if (!found?.body) throw new ApiError(404, missing);
  c.header('Cache-Control', 'private, no-store');
  c.header('Content-Type', found.contentType);
  c.header('Content-Length', String(found.length));
  return c.body(found.body, 200);
}
