import type { ReactNode } from 'react';
import type { Item } from '#shared/schemas/items.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { formatItemDate } from '../format-date.ts';
import { itemHref, itemsHref } from '../items-href.ts';
import { useItemsTranslation } from '../use-items-translation.ts';
import { ItemPhotos } from './item-photos.tsx';

/**
 * /items/{code}: the photos, the details and who offers it (a first name, nothing else), drawn from
 * plain data by the server and by the app alike. `actions` is the part that depends on who reads
 * it (request, the donor's requests, messages): the island's, or the app route's.
 */
export function ItemPage({ item, actions }: { item: Item; actions?: ReactNode }) {
  const { t } = useItemsTranslation();
  return (
    <article className="page item-page" aria-labelledby="item-title">
      <p className="item-back">
        <AppLink href={itemsHref({})}>{t('back')}</AppLink>
      </p>
      <div className="item-layout">
        <ItemPhotos item={item} />
        <div className="item-info">
          <h1 id="item-title">{item.title}</h1>
          <p className="item-tags">
            <span className="card-category">{t(`categories.${item.category}`)}</span>
            <span className="item-condition">{t(`conditions.${item.condition}`)}</span>
            {item.status !== 'available' && (
              <span className={`item-badge is-${item.status}`}>{t(`statuses.${item.status}`)}</span>
            )}
          </p>
          <ul className="item-facts">
            <li>{t('where', { town: item.town, county: item.county })}</li>
            <li>{t('quantity', { count: item.quantity })}</li>
            <li>{t('posted', { date: formatItemDate(item.created_at) })}</li>
            <li>{t('offeredBy', { name: item.donor.first_name })}</li>
          </ul>
          <p className="item-description">{item.description}</p>
          {actions}
          <p className="item-report">
            <a href={`${itemHref(item.code)}/report`}>{t('report')}</a>
          </p>
        </div>
      </div>
    </article>
  );
}
