import { useContext, useId } from 'react';
import { KENYA_COUNTIES } from '#shared/kenya-counties.ts';
import { ITEM_CATEGORIES } from '#shared/schemas/items.schema.ts';
import { AppLink, NavigateContext } from '#web/components/ui/app-link.tsx';
import { itemsHref, type ItemsFilter } from '../items-href.ts';
import { useItemsTranslation } from '../use-items-translation.ts';

/**
 * Search, category and county as one GET form to /fundraisers?view=items: it works on a page the
 * server drew before any JavaScript, and in the app the same address is navigated to in place.
 * Not a `role="search"` form: the header's rule (a blank search does nothing) does not apply, a
 * blank box with a county chosen is a real filter. `key`ed by the filter, so Back resets it.
 * On a phone it folds behind a toggle, a <details> that needs no JavaScript, so the first items
 * show on the first screen; wide screens always show it (item-filters.css, D-181).
 */
export function ItemFilters({ filter }: { filter: ItemsFilter }) {
  const { t } = useItemsTranslation();
  const inUse = [filter.q, filter.category, filter.county].filter(Boolean).length;
  return (
    <details className="item-filters-panel">
      <summary className="item-filters-toggle">{inUse ? t('filtersInUse', { count: inUse }) : t('filters')}</summary>
      <ItemFilterForm filter={filter} filtered={inUse > 0} />
    </details>
  );
}

function ItemFilterForm({ filter, filtered }: { filter: ItemsFilter; filtered: boolean }) {
  const { t } = useItemsTranslation();
  const navigate = useContext(NavigateContext);
  const id = useId();
  return (
    <form
      key={`${filter.q}|${filter.category}|${filter.county}`}
      className="item-filters"
      action="/fundraisers"
      method="get"
      aria-label={t('search')}
      onSubmit={(event) => {
        if (!navigate) return;
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const text = (name: string) => String(data.get(name) ?? '') || undefined;
        navigate(itemsHref({ q: text('q'), category: text('category'), county: text('county') }));
      }}
    >
      <input type="hidden" name="view" value="items" />
      <div className="field item-filter-q">
        <label htmlFor={`${id}-q`}>{t('search')}</label>
        <div className="field-box">
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            maxLength={100}
            defaultValue={filter.q}
            placeholder={t('searchPlaceholder')}
            enterKeyHint="search"
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t('category')}</label>
        <div className="field-box">
          <select id={`${id}-category`} name="category" defaultValue={filter.category ?? ''}>
            <option value="">{t('anyCategory')}</option>
            {ITEM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-county`}>{t('county')}</label>
        <div className="field-box">
          <select id={`${id}-county`} name="county" defaultValue={filter.county ?? ''}>
            <option value="">{t('anyCounty')}</option>
            {KENYA_COUNTIES.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="item-filter-actions">
        <button type="submit" className="button-solid">
          {t('apply')}
        </button>
        {filtered && <AppLink href={itemsHref({})}>{t('clear')}</AppLink>}
      </p>
    </form>
  );
}
