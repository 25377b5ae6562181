import { z } from 'zod';
import { fundraiserCardSchema, pageMetaSchema, type FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';

/** One page of cards as the list and the search answer it. */
export const cardPageSchema = z.object({ data: z.array(fundraiserCardSchema), meta: pageMetaSchema });
export type CardPage = z.infer<typeof cardPageSchema>;

/** The page after `last`, or undefined on the last one (useInfiniteQuery's getNextPageParam). */
export const nextPage = (last: CardPage) => (last.meta.page < last.meta.total_pages ? last.meta.page + 1 : undefined);

/**
 * The loaded pages as one list. Search pages are offsets into a ranked list, so a fundraiser that
 * starts matching between two loads pushes the previous page's last card onto the next page: keep
 * the first copy only.
 */
export function flattenPages(pages: CardPage[]): FundraiserCard[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.data)
    .filter((card) => {
      if (seen.has(card.id)) return false;
      seen.add(card.id);
      return true;
    });
}
