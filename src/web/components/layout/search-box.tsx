import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigateContext } from '#web/components/ui/app-link.tsx';

/**
 * Header search, a GET form to /fundraisers?q=… that works with no JavaScript. With it: blank
 * text (after trimming) does nothing (spec §2), and inside the app the search stays in the app.
 */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation();
  const navigate = useContext(NavigateContext);
  return (
    <form
      role="search"
      className="search-box"
      action="/fundraisers"
      method="get"
      onSubmit={(e) => {
        const field = e.currentTarget.elements.namedItem('q') as HTMLInputElement | null;
        const q = field?.value.trim() ?? '';
        if (!q) {
          e.preventDefault();
          return;
        }
        if (navigate) {
          e.preventDefault();
          navigate(`/fundraisers?q=${encodeURIComponent(q)}`);
        }
        onSearched?.();
      }}
    >
      <input
        type="search"
        name="q"
        placeholder={t('nav.searchPlaceholder')}
        aria-label={t('nav.searchLabel')}
        enterKeyHint="search"
      />
    </form>
  );
}
