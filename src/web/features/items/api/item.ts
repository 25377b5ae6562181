import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { itemSchema } from '#shared/schemas/items.schema.ts';
import { plain, refreshSession } from '#web/lib/api-client.ts';
import { itemKeys } from './item-keys.ts';

const itemReplySchema = z.object({ data: itemSchema });
const read = async (code: string) => itemReplySchema.parse(await plain(API.item(code))).data;

/**
 * GET /api/items/{code}/: the item, with `viewer` filled when the session cookie came along (the
 * donor, or someone who asked for it). A plain call: a guest may read it, and no 401 is expected.
 */
export async function getItem(code: string, signedIn = false) {
  const item = await read(code);
  // Read as a guest though this device is signed in: the short-lived access cookie has expired.
  // Refreshed once, the item is read again as its reader.
  if (signedIn && !item.viewer && (await refreshSession())) return read(code);
  return item;
}

/** The item as a guest, or as the signed-in reader of this device. */
export const itemQuery = (code: string, signedIn = false) =>
  queryOptions({ queryKey: itemKeys.item(code, signedIn), queryFn: () => getItem(code, signedIn) });
