import type { Item } from '#shared/schemas/items.schema.ts';
import { HeroImage } from '#web/components/ui/hero-image.tsx';
import { useItemsTranslation } from '../use-items-translation.ts';

/**
 * An item's photos as a scroll-snap strip: a swipe works natively, before any JavaScript. The
 * first is fetched at once, the others when they come near; each is named by its place.
 */
export function ItemPhotos({ item }: { item: Pick<Item, 'images' | 'title'> }) {
  const { t } = useItemsTranslation();
  const count = item.images.length;
  if (!count) return <div className="item-photos item-no-photo" aria-hidden="true" />;
  return (
    <ul className="item-photos" aria-label={t('photos', { title: item.title })}>
      {item.images.map((image, i) => (
        <li key={image.id}>
          <HeroImage
            image={image}
            alt={count > 1 ? t('photoAlt', { n: i + 1, count }) : ''}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
        </li>
      ))}
    </ul>
  );
}
