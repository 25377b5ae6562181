import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import { notePhotoAdded } from '../../db/repositories/live-edits.repository.ts';
import { FUNDRAISER_PHOTOS } from '../../db/repositories/photo-slots.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { toPhoto } from '../../lib/photo-serializers.ts';
import { photoUploadHandler, storePhotos } from '../../services/photo-uploads.ts';
import { forgetReview } from '../../services/review.ts';
import { findEditableFundraiser, OPEN_FOR_EDITS } from '../fundraisers/ownership.ts';

/** POST /fundraiser-images/: multipart `fundraiser` + repeated `image`; honours Idempotency-Key. */
export const uploadImages = (deps: Deps) =>
  photoUploadHandler(deps, {
    route: 'fundraiser-images',
    ownerField: 'fundraiser',
    ownerMissing: MSG.noFundraiserId,
    upload: async (c, fundraiserId, uploads, claim) => {
      // Photos can be added while Pending Review and while live (D-175); removed only while pending.
      const fundraiser = await findEditableFundraiser(deps, fundraiserId, c.get('user'), OPEN_FOR_EDITS);
      const outcome = await storePhotos(deps, uploads, claim, {
        target: FUNDRAISER_PHOTOS,
        ownerId: fundraiser.id,
        beforeFill: async (trx) => {
          // Closed meanwhile stores nothing; a live fundraiser's page is dated.
          if (!(await notePhotoAdded(trx, fundraiser.id))) throw new ApiError(409, MSG.fundraiserLocked);
        },
        answer: async (_trx, rows) => ({
          status: 201,
          body: { message: MSG.imagesUploaded, data: { fundraiser: fundraiser.id, images: rows.map(toPhoto) } },
        }),
      });
      forgetReview(fundraiser.short_code);
      return outcome;
    },
  });
