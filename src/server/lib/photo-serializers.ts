import type { FundraiserImage } from '#shared/schemas/review.schema.ts';
import type { PhotoRow } from '../db/repositories/images.repository.ts';
import { mediaUrl } from '../services/images.ts';

// How the API shows a stored photo, a fundraiser's or an item offer's: the same files, variants
// and rules for both, so a card looks the same whichever list it is in.

type Variant = { width: number; key: string };
const parseVariants = (json: string | null): Variant[] => (json ? (JSON.parse(json) as Variant[]) : []);

/** The variant closest to 640 px wide: sharp enough for a card on any phone. */
export function cardImage(variantsJson: string | null) {
  const variants = parseVariants(variantsJson);
  if (variants.length === 0) return null;
  const best = variants.reduce((a, b) => (Math.abs(b.width - 640) < Math.abs(a.width - 640) ? b : a));
  return mediaUrl(best.key);
}

export const toPhoto = (row: PhotoRow): FundraiserImage => ({
  id: row.id,
  image: mediaUrl(row.original_key),
  width: Number(row.width),
  height: Number(row.height),
  preview: mediaUrl(row.preview_key),
  variants: parseVariants(row.variants).map((v) => ({ width: v.width, url: mediaUrl(v.key) })),
});
