import type { ImgHTMLAttributes } from 'react';
import { HERO_SIZES, largestOf, srcsetOf } from '#shared/review-view.ts';
import type { FundraiserImage } from '#shared/schemas/review.schema.ts';

type Loading = Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'decoding'>;

/**
 * A photo at the width of the page's main column (HERO_SIZES), from its largest variant down: a
 * fundraiser's carousel and an item's photos. What it is called and how eagerly it loads depend
 * on where it stands, so the caller says.
 */
export function HeroImage({ image, alt, ...loading }: { image: FundraiserImage; alt: string } & Loading) {
  return (
    <img
      src={largestOf(image)}
      srcSet={srcsetOf(image)}
      sizes={HERO_SIZES}
      width={image.width}
      height={image.height}
      alt={alt}
      {...loading}
    />
  );
}
