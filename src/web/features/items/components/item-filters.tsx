import { useContext } from 'react';
import { KENYA_COUNTIES } from '#shared/kenya-counties.ts';
import { ITEM_CATEGORIES } from '#shared/schemas/items.schema.ts';
import { FieldFrame } from '#web/components/form/field-frame.tsx';
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
      <FieldFrame label={t('search')} className="item-filter-q">
        {(control) => (
          <input
            {...control}
            type="search"
            name="q"
            maxLength={100}
            defaultValue={filter.q}
            placeholder={t('searchPlaceholder')}
            enterKeyHint="search"
          />
        )}
      </FieldFrame>
      <FilterSelect
        name="category"
        label={t('category')}
        any={t('anyCategory')}
        value={filter.category}
        options={ITEM_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
      />
      <FilterSelect
        name="county"
        label={t('county')}
        any={t('anyCounty')}
        value={filter.county}
        options={KENYA_COUNTIES.map((county) => ({ value: county, label: county }))}
      />
      <p className="item-filter-actions">
        <button type="submit" className="button-solid">
          {t('apply')}
        </button>
        {filtered && <AppLink href={itemsHref({})}>{t('clear')}</AppLink>}
      </p>
    </form>
  );
}

/**
 * One of the form's choices, as its GET parameter `name`: 'any' (empty) first, then `options`. In
 * the app's field frame (architecture §7) like the search box, without react-hook-form: it is a
 * plain GET form.
 */
function FilterSelect({
  name,
  label,
  any,
  value,
  options,
}: {
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  return (
    <FieldFrame label={label}>
      {(control) => (
        <select {...control} name={name} defaultValue={value ?? ''}>
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
