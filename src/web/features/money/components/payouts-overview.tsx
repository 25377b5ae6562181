import { useQuery } from '@tanstack/react-query';
import type { PayoutsOverview as Overview } from '#shared/schemas/payouts-overview.schema.ts';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { payoutsOverviewQuery } from '../api/review.ts';
import { kes } from '../format.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';

/**
 * What reviewers watch beside the queue (issue's "Where the money goes", "Withdrawals"): payouts
 * held by our own M-Pesa configuration or funding, names M-Pesa returned that differ from the
 * owner's, and the utility account's balance against what is approved and not yet paid. From
 * GET /moderation/payouts/; until the server offers it (404), says so and nothing else.
 */
export function PayoutsOverview() {
  const { t } = useMoneyTranslation();
  const query = useQuery(payoutsOverviewQuery());
  return (
    <section className="money-overview" aria-labelledby="payouts-overview-title">
      <h3 id="payouts-overview-title">{t('overview.title')}</h3>
      {query.isPending && <p role="status">{t('overview.loading')}</p>}
      {query.isError && (
        <RetryPanel message={t('overview.failed')} retry={t('retry')} onRetry={() => void query.refetch()} />
      )}
      {query.data === null && <p className="muted">{t('overview.unavailable')}</p>}
      {query.data && <OverviewBody overview={query.data} />}
    </section>
  );
}

function OverviewBody({ overview }: { overview: Overview }) {
  const { t } = useMoneyTranslation();
  const short = overview.utility_balance !== null && overview.utility_balance < overview.approved_total;
  return (
    <>
      <dl className="money-balance">
        <div>
          <dt>{t('overview.utility')}</dt>
          <dd>{overview.utility_balance === null ? t('overview.unknown') : kes(overview.utility_balance)}</dd>
        </div>
        <div>
          <dt>{t('overview.approved')}</dt>
          <dd>{kes(overview.approved_total)}</dd>
        </div>
      </dl>
      {short && <p className="form-message form-warning">{t('overview.short')}</p>}
      <h4>{t('overview.waiting', { count: overview.waiting.length })}</h4>
      {overview.waiting.length === 0 ? (
        <p className="muted">{t('overview.noneWaiting')}</p>
      ) : (
        <ul className="money-held">
          {overview.waiting.map((w) => (
            <li key={w.id}>
              <a href={`/f/${w.short_code}`}>{w.title ?? t('review.untitled')}</a> · {kes(w.amount)}
              {w.reason && ` · ${w.reason}`}
              {w.result_code != null && ` · ${t('timeline.resultCode', { code: String(w.result_code) })}`}
            </li>
          ))}
        </ul>
      )}
      <h4>{t('overview.mismatches', { count: overview.name_mismatches.length })}</h4>
      {overview.name_mismatches.length === 0 ? (
        <p className="muted">{t('overview.noMismatches')}</p>
      ) : (
        <ul className="money-held">
          {overview.name_mismatches.map((m) => (
            <li key={m.id}>
              <a href={`/f/${m.short_code}`}>{m.title ?? t('review.untitled')}</a> ·{' '}
              {t('overview.names', { owner: m.owner_name ?? '—', mpesa: m.mpesa_name ?? '—' })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
