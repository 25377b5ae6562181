import { ITEM_MSG } from '#shared/schemas/items.schema.ts';
import type { Deps } from '../../deps.ts';
import { listImages } from '../../db/repositories/images.repository.ts';
import { ITEM_PHOTOS } from '../../db/repositories/photo-slots.repository.ts';
import { toPhoto } from '../../lib/photo-serializers.ts';
import { photoUploadHandler, storePhotos } from '../../services/photo-uploads.ts';
import { findOwnItem } from '../../services/items/offers.ts';

// POST /item-images/: the fundraiser photo upload for item offers, through the same engine: the
// same checks, the same slots-before-work and the same Idempotency-Key, so an upload the service
// worker replays after a lost answer is stored exactly once.

/** POST /item-images/: multipart `item` (its code) + repeated `image`; honours Idempotency-Key. */
export const uploadItemImages = (deps: Deps) =>
  photoUploadHandler(deps, {
    route: 'item-images',
    ownerField: 'item',
    ownerMissing: ITEM_MSG.itemRequired,
    upload: async (c, code, uploads, claim) => {
      const item = await findOwnItem(deps, code, c.get('user'));
      return storePhotos(deps, uploads, claim, {
        target: ITEM_PHOTOS,
        ownerId: item.id,
        answer: async (trx) => {
          // Every photo of the item, as the page will show them.
          const images = (await listImages(trx, ITEM_PHOTOS, item.id)).map(toPhoto);
          return { status: 201, body: { message: ITEM_MSG.imagesUploaded, data: { item: item.code, images } } };
        },
      });
    },
  });
