import type { Context } from 'hono';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import { countImages, imageRow, insertImages } from '../../db/repositories/images.repository.ts';
import type { ImageRow } from '../../db/schema.ts';
import { toImage } from '../../lib/fundraiser-serializers.ts';
import { ApiError, badRequest, fieldError } from '../../lib/http-error.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { newId } from '../../lib/secrets.ts';
import { assertNoNul } from '../../lib/request-guards.ts';
import { sniffImage, type ImageKind } from '../../services/images.ts';
import { findEditableFundraiser } from '../fundraisers/ownership.ts';

const MB = LIMITS.imageBytesMax / (1024 * 1024);

async function readForm(c: Context) {
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw badRequest('The upload could not be read. Please try again.');
  }
}

/** Checks every file before anything is stored, so a bad file in a batch stores nothing. */
async function checkedFiles(value: unknown) {
  const files = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (f): f is File => f instanceof File,
  );
  if (files.length === 0) throw fieldError('image', MSG.imageRequired);
  const checked: { file: File; bytes: Uint8Array; kind: ImageKind }[] = [];
  for (const file of files) {
    if (file.size > LIMITS.imageBytesMax) throw fieldError('image', MSG.fileSize(file.name, MB), 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) throw fieldError('image', MSG.fileType(file.name));
    checked.push({ file, bytes, kind });
  }
  return checked;
}

/** POST /fundraiser-images/: multipart `fundraiser` + repeated `image`; honours Idempotency-Key. */
export const uploadImages = (deps: Deps) => (c: Context<AppEnv>) =>
  idempotent(c, deps, 'fundraiser-images', async () => {
    const form = await readForm(c);
    const fundraiserId = typeof form.fundraiser === 'string' ? form.fundraiser.trim() : '';
    if (!fundraiserId) throw fieldError('fundraiser', MSG.noFundraiserId);
    assertNoNul(fundraiserId);
    const fundraiser = await findEditableFundraiser(deps, fundraiserId, c.get('user'));
    const files = await checkedFiles(form.image);
    const existing = await countImages(deps.db, fundraiser.id);
    if (existing + files.length > LIMITS.imagesMax) throw fieldError('image', MSG.maxFiles);

    const rows: ImageRow[] = [];
    for (const [i, { file, bytes, kind }] of files.entries()) {
      const id = newId();
      let stored;
      try {
        stored = await deps.images.store(fundraiser.id, id, bytes, kind);
      } catch {
        // Right magic bytes but undecodable (truncated, corrupt, or a pixel bomb).
        throw fieldError('image', MSG.fileType(file.name));
      }
      rows.push(imageRow(fundraiser.id, id, existing + i, stored));
    }
    // Re-check after the slow image work: a parallel upload may have filled the slots meanwhile.
    if ((await countImages(deps.db, fundraiser.id)) + rows.length > LIMITS.imagesMax) {
      throw new ApiError(400, MSG.maxFiles, { image: [MSG.maxFiles] });
    }
    await insertImages(deps.db, rows);
    return {
      status: 201,
      body: { message: MSG.imagesUploaded, data: { fundraiser: fundraiser.id, images: rows.map(toImage) } },
    };
  });
