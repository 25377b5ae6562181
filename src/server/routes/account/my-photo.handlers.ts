import type { Context } from 'hono';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { swapPhotoUrl } from '../../db/repositories/profile.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { badRequest, fieldError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { publicUser } from '../../lib/serializers.ts';
import { nowIso } from '../../lib/time.ts';
import { sniffImage } from '../../services/images.ts';
import { removeProfilePhoto, storeProfilePhoto } from '../../services/profile-photo.ts';
import type * as R from './my-photo.routes.ts';

const MB = LIMITS.imageBytesMax / (1024 * 1024);

async function readPhoto(c: Context<AppEnv>) {
  let form;
  try {
    form = await c.req.parseBody();
  } catch {
    throw badRequest('The upload could not be read. Please try again.');
  }
  const file = form.photo;
  if (!(file instanceof File)) throw fieldError('photo', MSG.photoRequired);
  // The size first (no need to read what is refused), then the type by the bytes, never the name.
  if (file.size > LIMITS.imageBytesMax) throw fieldError('photo', MSG.fileSize(file.name, MB), 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImage(bytes)) throw fieldError('photo', MSG.fileType(file.name));
  return { file, bytes };
}

/**
 * Points the user at `next` and removes the photo it replaces. The swap only succeeds against the
 * photo last read, so two changes at once cannot both think they replaced the same file.
 */
async function replacePhoto(deps: Deps, userId: string, next: string | null) {
  for (;;) {
    const current = (await findUserById(deps.db, userId))!;
    if (await swapPhotoUrl(deps.db, userId, current.photo_url, next, nowIso())) {
      if (current.photo_url !== next) await removeProfilePhoto(deps.media, current.photo_url);
      return (await findUserById(deps.db, userId))!;
    }
  }
}

/** PUT /users/me/photo/: multipart `photo`. */
export const putPhoto = (deps: Deps) => async (c: Context<AppEnv>) => {
  const { file, bytes } = await readPhoto(c);
  let url;
  try {
    url = await storeProfilePhoto(deps.media, bytes);
  } catch {
    // Right first bytes but undecodable (truncated, corrupt, or a pixel bomb).
    throw fieldError('photo', MSG.fileType(file.name));
  }
  try {
    const user = await replacePhoto(deps, c.get('user').id, url);
    return c.json({ message: MSG.photoUpdated, data: { user: publicUser(user) } }, 200);
  } catch (err) {
    await removeProfilePhoto(deps.media, url);
    throw err;
  }
};

/** DELETE /users/me/photo/. */
export const deletePhoto =
  (deps: Deps): Handler<typeof R.deletePhoto> =>
  async (c) => {
    const user = await replacePhoto(deps, c.get('user').id, null);
    return c.json({ message: MSG.photoRemoved, data: { user: publicUser(user) } }, 200);
  };
