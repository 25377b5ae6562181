import { useQuery } from '@tanstack/react-query';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { unconfirmedDonationsQuery } from '../api/unconfirmed-donations.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { formatKes, toMinor } from '#shared/kes.ts';

const when = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'sw' ? 'sw-KE' : 'en-KE', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** /review's donations M-Pesa has still not answered for a day after the prompt (D-216), oldest first. */
export function ReviewUnconfirmed() {
  const { t, i18n } = useMoneyTranslation();
  const list = useQuery(unconfirmedDonationsQuery());
  return (
    <section aria-labelledby="unconfirmed-review-title">
      <h2 id="unconfirmed-review-title">
        {list.data ? t('unconfirmed.titleCount', { count: list.data.length }) : t('unconfirmed.title')}
      </h2>
      <p className="muted">{t('unconfirmed.lead')}</p>
      {list.isPending && <p role="status">{t('unconfirmed.loading')}</p>}
      {list.isError && (
        <RetryPanel message={t('unconfirmed.failed')} retry={t('retry')} onRetry={() => void list.refetch()} />
      )}
      {list.data?.length === 0 && <p>{t('unconfirmed.empty')}</p>}
      {list.data && list.data.length > 0 && (
        <ol className="money-list">
          {list.data.map((d) => (
            <li key={d.reference}>
              <p>{t('unconfirmed.item', { amount: formatKes(toMinor(d.amount)), title: d.title, phone: d.phone })}</p>
              <p className="muted">
                {t('unconfirmed.pushed', { date: when(d.pushed_at, i18n.language), reference: d.reference })}
              </p>
              <p className="muted">{t('unconfirmed.queries', { count: d.queries, late: d.late_queries })}</p>
              <p>
                {d.last_query_outcome && d.last_query_at
                  ? t('unconfirmed.lastAnswer', {
                      date: when(d.last_query_at, i18n.language),
                      outcome: d.last_query_outcome,
                    })
                  : t('unconfirmed.noAnswer')}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
