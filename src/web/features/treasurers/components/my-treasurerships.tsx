import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { startedOn } from '#shared/review-view.ts';
import type { Treasurership } from '#shared/schemas/treasurer.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { treasurershipsQuery } from '../api/treasurers.ts';
import { useTreasurersTranslation } from '../use-treasurers-translation.ts';
import { formatKes } from '#shared/kes.ts';

export type AwaitingWithdrawal = Treasurership['awaiting_approval'][number];

interface Props {
  /**
   * The approval slot: the route puts the SMS-code approval (the money feature's) here for each
   * withdrawal waiting on me; `what` names it in words, for the button's accessible name.
   */
  renderApproval?: (withdrawal: AwaitingWithdrawal, what: string) => ReactNode;
}

/** A treasurer's dashboard (D-205): the fundraisers I help manage and the withdrawals waiting for my approval. */
export function MyTreasurerships({ renderApproval }: Props) {
  const { t } = useTreasurersTranslation();
  const query = useQuery(treasurershipsQuery());
  if (query.isError && !query.data)
    return <RetryPanel message={t('failed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  // Most people help manage nothing: no empty section for them.
  if (!query.data?.length) return null;
  return (
    <section className="dash-treasurerships" aria-labelledby="dash-treasurerships-title">
      <h2 id="dash-treasurerships-title">{t('mine.title')}</h2>
      <p className="muted">{t('mine.lead')}</p>
      <ul className="treasurership-list">
        {query.data.map((f) => {
          const headingId = `treasurership-${f.short_code}`;
          return (
            <li key={f.short_code}>
              <article aria-labelledby={headingId}>
                <h3 id={headingId}>{f.title ?? t('untitled')}</h3>
                <p className="muted">{t('mine.organiser', { name: f.organiser })}</p>
                <p>
                  {f.awaiting_approval.length === 0
                    ? t('mine.nothingWaiting')
                    : t('mine.waiting', { count: f.awaiting_approval.length })}
                </p>
                {f.awaiting_approval.length > 0 && (
                  <ul className="treasurership-waiting">
                    {f.awaiting_approval.map((w) => {
                      const what = t('mine.withdrawal', {
                        amount: formatKes(w.amount),
                        purpose: w.purpose,
                      });
                      return (
                        <li key={w.id}>
                          <p>{what}</p>
                          <p className="muted">
                            {t('mine.approvals', {
                              approvals: w.approvals,
                              needed: w.approvals_needed,
                              date: startedOn(w.created_at),
                            })}
                          </p>
                          {renderApproval?.(w, what)}
                        </li>
                      );
                    })}
                  </ul>
                )}
                <p>
                  <AppLink className="button-outline" href={`/f/${f.short_code}`}>
                    {t('mine.publicPage')}
                  </AppLink>{' '}
                  <AppLink className="button-outline" href={`/dashboard/pledges/${f.short_code}`}>
                    {t('mine.pledges')}
                  </AppLink>{' '}
                  {/* The cash counted at the harambee, which a treasurer records and confirms (D-237). */}
                  <AppLink className="button-outline" href={`/dashboard/cash-book/${f.short_code}`}>
                    {t('mine.cashBook')}
                  </AppLink>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
