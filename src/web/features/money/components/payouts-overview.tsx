import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { receiptDate } from '#shared/receipt-date.ts';
import type { PayoutsReview } from '#shared/schemas/payouts-review.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { errorBody } from '#web/lib/api-client.ts';
import { payoutsOverviewQuery, usePayoutsAction } from '../api/review.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { formatKes } from '#shared/kes.ts';

const REASONS = new Set(['funding', 'configuration', 'name_check', 'destination', 'cooling']);

/**
 * What reviewers watch beside the queue (D-208): payouts stopped or held on our side (funding, our
 * initiator, a name check), payouts M-Pesa has not answered about, names M-Pesa gave that differ
 * from the owner's, and the utility balance against what is approved. Until a server offers
 * GET /moderation/payouts/ (404), says so and nothing else.
 */
export function PayoutsOverview({ onDone }: { onDone: (said: string) => void }) {
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
      {query.data && <OverviewBody overview={query.data} onDone={onDone} />}
    </section>
  );
}

function OverviewBody({ overview, onDone }: { overview: PayoutsReview; onDone: (said: string) => void }) {
  const { t } = useMoneyTranslation();
  const action = usePayoutsAction();
  const [acting, setActing] = useState<string>();
  const short = overview.utility_balance !== null && overview.utility_balance < overview.approved_total;
  const act = (kind: 'resume' | 'balance' | 'accept-name', shortCode = '') => {
    setActing(shortCode || kind);
    action.mutate(kind === 'accept-name' ? { kind, shortCode } : { kind }, {
      onSuccess: (reply) => onDone(reply.message),
      onSettled: () => setActing(undefined),
    });
  };
  const failure = action.error ? (errorBody(action.error).message ?? t('failed')) : undefined;
  return (
    <>
      {overview.paused && (
        <div className="form-message form-warning">
          <p>{t('overview.paused')}</p>
          <button type="button" className="button-solid" disabled={!!acting} onClick={() => act('resume')}>
            {acting === 'resume' ? t('review.working') : t('overview.resume')}
          </button>
        </div>
      )}
      <FormError message={failure} />
      <dl className="money-balance">
        <div>
          <dt>{t('overview.utility')}</dt>
          <dd>
            {overview.utility_balance === null ? t('overview.unknown') : formatKes(overview.utility_balance)}
            {overview.utility_balance_at && (
              <span className="money-step-detail">
                {t('overview.asOf', { date: receiptDate(overview.utility_balance_at) })}
              </span>
            )}
            {/* Account Balance answers by callback: the list shows it on its next read. */}
            <button type="button" className="button-outline" disabled={!!acting} onClick={() => act('balance')}>
              {acting === 'balance' ? t('review.working') : t('overview.askBalance')}
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('overview.approved')}</dt>
          <dd>{formatKes(overview.approved_total)}</dd>
        </div>
      </dl>
      {short && <p className="form-message form-warning">{t('overview.short')}</p>}
      <h4>{t('overview.waiting', { count: overview.waiting.length })}</h4>
      {overview.waiting.length === 0 ? (
        <p className="muted">{t('overview.noneWaiting')}</p>
      ) : (
        <ul className="money-held">
          {overview.waiting.map((w) => (
            <li key={w.withdrawal_id}>
              <a href={`/f/${w.short_code}`}>{w.title ?? t('review.untitled')}</a> · {formatKes(w.amount)} ·{' '}
              {REASONS.has(w.reason) ? t(`overview.reasons.${w.reason}`) : w.reason} ·{' '}
              {t('overview.since', { date: receiptDate(w.since) })}
            </li>
          ))}
        </ul>
      )}
      {overview.differences.length > 0 && (
        <>
          <h4>{t('overview.differences', { count: overview.differences.length })}</h4>
          <ul className="money-held">
            {overview.differences.map((d, i) => (
              <li key={`${d.at}-${i}`}>
                {receiptDate(d.at)} · {d.text}
              </li>
            ))}
          </ul>
        </>
      )}
      {overview.unknown.length > 0 && (
        <>
          <h4>{t('overview.unanswered', { count: overview.unknown.length })}</h4>
          <ul className="money-held">
            {overview.unknown.map((p) => (
              <li key={p.payout_id}>
                <a href={`/f/${p.short_code}`}>{p.short_code}</a> · {formatKes(p.amount)} ·{' '}
                {t('overview.queries', { count: p.queries })}
              </li>
            ))}
          </ul>
        </>
      )}
      <h4>{t('overview.mismatches', { count: overview.name_mismatches.length })}</h4>
      {overview.name_mismatches.length === 0 ? (
        <p className="muted">{t('overview.noMismatches')}</p>
      ) : (
        <ul className="money-held">
          {overview.name_mismatches.map((m) => {
            const title = m.title ?? t('review.untitled');
            return (
              <li key={m.short_code}>
                <a href={`/f/${m.short_code}`}>{title}</a> ·{' '}
                {t('overview.names', { owner: m.owner_name, mpesa: m.mpesa_name ?? t('overview.unknown') })}{' '}
                <button
                  type="button"
                  className="button-outline"
                  aria-label={t('overview.acceptFor', { title })}
                  disabled={!!acting}
                  onClick={() => act('accept-name', m.short_code)}
                >
                  {acting === m.short_code ? t('review.working') : t('overview.accept')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
