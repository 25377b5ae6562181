import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigateContext } from '#web/components/ui/app-link.tsx';
import { searchTermOf } from './header-rules.ts';

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
        const q = searchTermOf(String(new FormData(e.currentTarget).get('q') ?? ''));
        // Blank: nothing happens. Inside the app: the search stays in the app.
        if (!q || navigate) e.preventDefault();
        if (!q) return;
        navigate?.(`/fundraisers?q=${encodeURIComponent(q)}`);
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
