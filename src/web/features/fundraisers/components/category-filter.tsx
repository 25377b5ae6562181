import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { lookupName } from '#web/lib/lookup-name.ts';

export interface CategoryChoice {
  slug: string;
  name: string;
}

/** Where a chip leads: the list of one category, or of all (no search, no other view). */
export const categoryHref = (slug?: string) =>
  slug ? `/fundraisers?category=${encodeURIComponent(slug)}` : '/fundraisers';

/**
 * The category chips: links, so they work on a page without JavaScript. The choice lives in the
 * URL (`category=<slug>`), so a link opens the same list and Back returns to the previous one; the
 * current chip says so (`aria-current`). While the categories load only 'All' is there.
 */
export function CategoryFilter({
  value,
  categories,
  failed,
  onRetry,
}: {
  value?: string;
  categories?: CategoryChoice[];
  failed?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const options = [{ slug: undefined, name: t('discovery.all') }, ...(categories ?? [])];
  return (
    <nav className="category-filter" aria-label={t('discovery.filterLabel')}>
      <ul className="chips">
        {options.map((option) => (
          <li key={option.slug ?? ''}>
            <AppLink
              href={categoryHref(option.slug)}
              className="chip"
              aria-current={value === option.slug ? 'page' : undefined}
            >
              {option.slug ? lookupName(t, option.name) : option.name}
            </AppLink>
          </li>
        ))}
      </ul>
      {failed && (
        <p className="muted">
          {t('discovery.categoriesFailed')}
          {onRetry && (
            <>
              {' '}
              <button type="button" className="link-button" onClick={onRetry}>
                {t('errors.retry')}
              </button>
            </>
          )}
        </p>
      )}
    </nav>
  );
}
