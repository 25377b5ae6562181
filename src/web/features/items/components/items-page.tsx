import { AppLink } from '#web/components/ui/app-link.tsx';
import type { ItemsFilter } from '../items-href.ts';
import { useItemsTranslation } from '../use-items-translation.ts';
import { ItemFilters } from './item-filters.tsx';
import { ItemResults, type ItemResultsState } from './item-results.tsx';

export type { ItemResultsState } from './item-results.tsx';

/**
 * /fundraisers?view=items ('Find items for donation'), drawn from plain data: by the server before
 * any JavaScript (links and a GET form only), and by the app from its query cache.
 */
export function ItemsPage({ filter, results }: { filter: ItemsFilter; results: ItemResultsState }) {
  const { t } = useItemsTranslation();
  return (
    <section className="page items-page" aria-labelledby="items-title">
      <div className="items-head">
        <h1 id="items-title">{t('listTitle')}</h1>
        <AppLink href="/donate?type=items" className="button-outline">
          {t('offerLink')}
        </AppLink>
      </div>
      <p>{t('listLead')}</p>
      <ItemFilters filter={filter} />
      <ItemResults results={results} filter={filter} />
    </section>
  );
}
