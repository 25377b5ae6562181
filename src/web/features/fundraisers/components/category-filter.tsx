import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '#web/lib/categories.ts';

/**
 * The category chips: a real radio group (arrow keys move between them). The choice lives in the
 * URL (`category=<slug>`) so a link opens the same list and Back returns to the previous one.
 */
export function CategoryFilter({ value }: { value?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useQuery(categoriesQuery());

  // Spec §8: a failed category load is logged and reported; the list of choices stays empty.
  useEffect(() => {
    if (categories.error) console.error('Fundraiser categories failed to load', categories.error);
  }, [categories.error]);

  const choose = (category: string | undefined) =>
    void navigate({ to: '/fundraisers', search: (prev) => ({ ...prev, category }), resetScroll: false });
  const options = [{ slug: undefined, name: t('discovery.all') }, ...(categories.data ?? [])];

  return (
    <fieldset className="category-filter">
      <legend className="visually-hidden">{t('discovery.filterLabel')}</legend>
      <div className="chips">
        {options.map((option) => (
          <label key={option.slug ?? ''} className="chip">
            <input
              type="radio"
              name="category"
              value={option.slug ?? ''}
              checked={value === option.slug}
              onChange={() => choose(option.slug)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
      {categories.isError && (
        <p className="muted">
          {t('discovery.categoriesFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void categories.refetch()}>
            {t('errors.retry')}
          </button>
        </p>
      )}
    </fieldset>
  );
}
