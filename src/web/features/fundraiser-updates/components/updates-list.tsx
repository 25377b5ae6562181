import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptDate } from '#shared/receipt-date.ts';
import type { FundraiserUpdatesPage } from '#shared/schemas/fundraiser-update.schema.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { fundraiserUpdates } from '#web/locales/en/fundraiser-updates.ts';

addNamespace('fundraiser-updates', fundraiserUpdates);

interface Props {
  shortCode: string;
  /** The first page as the server drew it: the list shows it at once, hydrates without a fetch. */
  first: FundraiserUpdatesPage;
}

/**
 * A fundraiser's updates, newest first: each dated (Kenyan time, the same on the server and on any
 * phone, so hydration matches) and signed with the organiser's name; 'Load more' reads the next page.
 */
export function UpdatesList({ shortCode, first }: Props) {
  const { t } = useTranslation('fundraiser-updates');
  const [pages, setPages] = useState([first]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const updates = pages.flatMap((p) => p.data);
  const last = pages.at(-1)!;
  // Ids already shown: an update posted meanwhile shifts the pages by one and must not repeat.
  const seen = new Set<string>();
  const unique = updates.filter((u) => !seen.has(u.id) && seen.add(u.id));

  const loadMore = () => {
    setLoading(true);
    setFailed(false);
    // Loaded on the first 'Load more': the donor's page does not carry the API client for it.
    import('../api/list-updates.ts')
      .then(({ listUpdates }) => listUpdates(shortCode, last.meta.page + 1))
      .then((next) => setPages((shown) => [...shown, next]))
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  };

  if (unique.length === 0) return <p className="fp-empty">{t('empty')}</p>;
  return (
    <section className="fp-updates" aria-label={t('listLabel')}>
      <ol className="fp-update-list">
        {unique.map((update) => (
          <li key={update.id} className="fp-update">
            <p className="muted fp-update-meta">
              <time dateTime={update.created_at}>{receiptDate(update.created_at)}</time>
              {' · '}
              {t('postedBy', { name: update.author_name })}
            </p>
            <p className="fp-text">{update.body}</p>
          </li>
        ))}
      </ol>
      {failed && (
        <p className="form-message form-error" role="alert">
          {t('loadFailed')}
        </p>
      )}
      {last.meta.page < last.meta.total_pages && (
        <button type="button" className="button-outline" onClick={loadMore} disabled={loading}>
          {loading ? t('loading') : t('loadMore')}
        </button>
      )}
    </section>
  );
}
