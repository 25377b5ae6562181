import type { ItemCard as Card } from '#shared/schemas/items.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { CardImage } from '#web/components/ui/card-image.tsx';
import { formatItemDate } from '../format-date.ts';
import { itemHref } from '../items-href.ts';
import { useItemsTranslation } from '../use-items-translation.ts';

/**
 * One offered item in the list: photo and title are the link (its name is the title alone); the
 * category, condition, place and date read on their own below. A reserved item says so.
 */
export function ItemCard({ card, id, lead = false }: { card: Card; id?: string; lead?: boolean }) {
  const { t } = useItemsTranslation();
  return (
    <li className="card item-card" id={id}>
      <AppLink href={itemHref(card.code)} className="card-link">
        <CardImage src={card.image} lead={lead} />
        <h2 className="card-title">{card.title}</h2>
      </AppLink>
      <p className="item-tags">
        <span className="card-category">{t(`categories.${card.category}`)}</span>
        <span className="item-condition">{t(`conditions.${card.condition}`)}</span>
        {card.status !== 'available' && (
          <span className={`item-badge is-${card.status}`}>{t(`statuses.${card.status}`)}</span>
        )}
      </p>
      <p className="item-where">{t('where', { town: card.town, county: card.county })}</p>
      <p className="muted">{t('posted', { date: formatItemDate(card.created_at) })}</p>
    </li>
  );
}
