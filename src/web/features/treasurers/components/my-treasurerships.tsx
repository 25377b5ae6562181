import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { treasurershipsQuery } from '../api/treasurers.ts';
import { useTreasurersTranslation } from '../use-treasurers-translation.ts';
import { TreasurerChangeCard } from './treasurer-change-card.tsx';

interface Props {
  /**
   * The fundraiser's money as a treasurer sees it: the route puts the money feature's here (where
   * it goes, each withdrawal with its timeline, approving by SMS code and refusing).
   */
  renderMoney?: (shortCode: string) => ReactNode;
}

/** A treasurer's dashboard (D-205): the fundraisers I help manage, what waits for me, and their money. */
export function MyTreasurerships({ renderMoney }: Props) {
  const { t } = useTreasurersTranslation();
  const query = useQuery(treasurershipsQuery());
  // What the server said of an approval of a change of treasurers, by fundraiser (D-255).
  const [told, setTold] = useState<Record<string, string>>({});
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
                {told[f.short_code] && (
                  <p className="form-message" role="status">
                    {told[f.short_code]}
                  </p>
                )}
                {f.change && (
                  <TreasurerChangeCard
                    shortCode={f.short_code}
                    change={f.change}
                    as={{ organiser: f.organiser }}
                    onApproved={(message) => setTold((all) => ({ ...all, [f.short_code]: message }))}
                  />
                )}
                {renderMoney?.(f.short_code)}
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
