import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '#shared/schemas/review.schema.ts';
import type { SupportMessage, SupportMessagesPage } from '#shared/schemas/support-message.schema.ts';
import { timeAgo } from '#shared/time-ago.ts';

/** Words already shown are not shown twice when new ones shift the pages while reading. */
const keyOf = (m: SupportMessage) => `${m.paid_at}|${m.anonymous}|${m.donor_name ?? ''}|${m.message}`;

/** One message: the donor's words, then who ('Anonymous' in the page's language) and how long ago. */
export function SupportMessageItem({ item, now }: { item: SupportMessage; now: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="fp-text fp-word-text">{item.message}</p>
      <p className="muted fp-word-meta">
        <span className="fp-word-name">
          {item.anonymous || !item.donor_name ? t('preview.anonymous') : item.donor_name}
        </span>
        {' · '}
        <time dateTime={item.paid_at}>{timeAgo(item.paid_at, now, t('preview.justNow'))}</time>
      </p>
    </>
  );
}

/**
 * Words of support (D-171): what donors wrote with their paid gifts, newest first. The newest few
 * come with the page (drawn by the server, hydrated without a fetch); 'Show more' reads the next
 * ones. Hidden words never reach it. Everything is text through React, the one escaping path.
 */
export function WordsOfSupport({ review }: { review: Review }) {
  const { t } = useTranslation();
  const first = review.support_messages;
  const [more, setMore] = useState<SupportMessagesPage[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!first || first.total === 0) return null;

  const readAt = Date.parse(review.read_at);
  const seen = new Set<string>();
  const shown = [
    ...first.data.map((item) => ({ item, now: readAt })),
    ...more.flatMap((p) => p.data.map((item) => ({ item, now: Date.parse(p.read_at) }))),
  ].filter(({ item }) => !seen.has(keyOf(item)) && seen.add(keyOf(item)));
  const last = more.at(-1);
  const hasMore = last ? last.meta.page < last.meta.total_pages : first.total > first.data.length;

  const showMore = () => {
    setLoading(true);
    setFailed(false);
    // Loaded on the first 'Show more': the donor's page does not carry the API client for it.
    import('../api/list-support-messages.ts')
      .then(({ listSupportMessages }) => listSupportMessages(review.fundraiser.short_code, (last?.meta.page ?? 1) + 1))
      .then((page) => setMore((pages) => [...pages, page]))
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  };

  return (
    <section className="fp-words" aria-labelledby="fp-words-title">
      <h2 id="fp-words-title">{t('preview.words.title', { count: first.total })}</h2>
      <ul className="fp-word-list">
        {shown.map(({ item, now }) => (
          <li key={keyOf(item)} className="fp-word">
            <SupportMessageItem item={item} now={now} />
          </li>
        ))}
      </ul>
      {failed && (
        <p className="form-message form-error" role="alert">
          {t('preview.words.loadFailed')}
        </p>
      )}
      {hasMore && (
        <button
          type="button"
          className="button-outline"
          onClick={showMore}
          disabled={loading}
          aria-busy={loading || undefined}
        >
          {loading ? t('preview.words.loading') : t('preview.words.showMore')}
        </button>
      )}
    </section>
  );
}
