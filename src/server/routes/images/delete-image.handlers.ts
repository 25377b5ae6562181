import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { findImage, removeImage } from '../../db/repositories/images.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import type { Handler } from '../../lib/openapi.ts';
import { forgetReview } from '../../services/review.ts';
import { findEditableFundraiser } from '../fundraisers/ownership.ts';
import type * as R from './images.routes.ts';

/**
 * DELETE /fundraiser-images/{id}/: the owner removes a photo while the fundraiser is Pending
 * Review. The row and its slot go in one transaction; the files after it has committed (a crash in
 * between leaves files no photo owns, which the media sweep removes).
 */
export const deleteImage =
  (deps: Deps): Handler<typeof R.deleteImage> =>
  async (c) => {
    const image = await findImage(deps.db, c.req.valid('param').id);
    if (!image) throw new ApiError(404, MSG.imageNotFound);
    const fundraiser = await findEditableFundraiser(deps, image.fundraiser_id, c.get('user'));
    const outcome = await removeImage(deps.db, fundraiser.id, image.id);
    // Between the look-up and the transaction: another delete took it, or a reviewer approved.
    if (outcome === 'not-found') throw new ApiError(404, MSG.imageNotFound);
    if (outcome === 'locked') throw new ApiError(409, MSG.fundraiserLocked);
    if (outcome === 'last-photo') throw new ApiError(409, MSG.lastPhoto);
    await deps.images.remove(fundraiser.id, [image.id]);
    forgetReview(fundraiser.short_code);
    return c.json({ message: MSG.imageDeleted }, 200);
  };
