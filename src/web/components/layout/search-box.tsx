import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Header search: blank text (after trimming) does nothing; otherwise /fundraisers?q=… */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        if (!q) return;
        void navigate({ to: '/fundraisers', search: { q } });
        onSearched?.();
      }}
    >
      <input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        aria-label={t('nav.searchLabel')}
        enterKeyHint="search"
      />
    </form>
  );
}
