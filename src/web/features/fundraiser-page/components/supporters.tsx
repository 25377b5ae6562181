import { useTranslation } from 'react-i18next';
import { formatRaised } from '#shared/money.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { timeAgo } from '#shared/time-ago.ts';

/**
 * Donations newest first: name ('Anonymous' in the page's language), amount in the fundraiser's
 * currency, how long ago, told from when the server read them (D-166: the page the server draws
 * and the page that hydrates it say the same). Then who gave in person (D-238): a name, marked
 * "collected in person", and nothing else of their gift (D-239).
 */
export function SupporterList({ review, empty, limit }: { review: Review; empty: string; limit?: number }) {
  const { t } = useTranslation();
  const rows = review.recent_transactions.slice(0, limit);
  const inPerson = (review.in_person_supporters ?? []).slice(0, limit);
  if (rows.length === 0 && inPerson.length === 0) return <p className="fp-empty">{empty}</p>;
  return (
    <ul className="fp-supporters">
      {rows.map((row, i) => (
        <li key={i}>
          <span className="fp-supporter-name">
            {row.anonymous || !row.donor_name ? t('preview.anonymous') : row.donor_name}
          </span>
          <strong>{formatRaised(row.amount, review.fundraiser.currency)}</strong>
          <time className="muted" dateTime={row.paid_at}>
            {timeAgo(row.paid_at, Date.parse(review.read_at), t('preview.justNow'))}
          </time>
        </li>
      ))}
      {inPerson.map((row, i) => (
        <li key={`in-person-${i}`}>
          <span className="fp-supporter-name">
            {row.anonymous || !row.donor_name ? t('preview.anonymous') : row.donor_name}
          </span>
          <span className="muted">{t('preview.cash.mark')}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Side panel: recent supporters once money has come in; until then, the spec's tips. Tips help
 * only a fundraiser that can still raise: a closed or rejected one lists its supporters instead.
 */
export function SideSupporters({ review, raised }: { review: Review; raised: number }) {
  const { t } = useTranslation();
  const { status } = review.fundraiser;
  if (raised > 0 || status === 'closed' || status === 'rejected')
    return (
      <section className="fp-side-box" aria-labelledby="fp-recent-title">
        <h2 id="fp-recent-title">{t('preview.recentSupporters')}</h2>
        <SupporterList
          review={review}
          limit={5}
          empty={t(raised > 0 ? 'preview.noRecentSupporters' : 'preview.noSupporters')}
        />
      </section>
    );
  return (
    <section className="fp-side-box" aria-labelledby="fp-tips-title">
      <h2 id="fp-tips-title">{t('preview.tipsTitle')}</h2>
      <ul className="fp-tips">
        <li>{t('preview.tipShare')}</li>
        <li>{t('preview.tipUpdates')}</li>
        <li>{t('preview.tipThank')}</li>
      </ul>
    </section>
  );
}
