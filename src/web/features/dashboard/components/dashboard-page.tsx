import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { addNamespace } from '#web/lib/i18n.ts';
import { dashboard } from '#web/locales/en/dashboard.ts';
import { DraftCard, type DraftSummary } from './draft-card.tsx';
import { MyFundraiserCard } from './my-fundraiser-card.tsx';
import type { MoneySections } from './money-panel.tsx';

addNamespace('dashboard', dashboard);

export interface DashboardProps {
  /** Newest first; undefined while the first answer is awaited. */
  fundraisers?: FundraiserCard[];
  failed: boolean;
  /** Shown from the device's saved copy because the network failed. */
  offline: boolean;
  onRetry: () => void;
  draft: DraftSummary | null;
  onDiscardDraft: () => void;
  origin: string;
  /** The time the page was opened, for "Live for N days". */
  now: number;
  /** More sections below the fundraisers, composed by the route (e.g. items and requests). */
  children?: ReactNode;
  /** More of a fundraiser's money panel, composed by the route (withdrawals, where the money goes). */
  moneySections?: MoneySections;
}

/** /dashboard: my fundraisers (or how to start one) and the one I have not finished. */
export function DashboardPage({
  fundraisers,
  failed,
  offline,
  onRetry,
  draft,
  onDiscardDraft,
  origin,
  now,
  children,
  moneySections,
}: DashboardProps) {
  const { t } = useTranslation('dashboard');
  const none = fundraisers?.length === 0 && !draft;
  return (
    <section className="page dash-page" aria-labelledby="dash-title">
      <h1 id="dash-title">{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      {offline && (
        <p className="dash-notice" role="status">
          {t('offline')}
        </p>
      )}
      {draft && <DraftCard draft={draft} onDiscard={onDiscardDraft} />}
      {!fundraisers && !failed && (
        <div className="dash-skeleton" role="status" aria-label={t('loading')}>
          <div />
          <div />
        </div>
      )}
      {!fundraisers && failed && (
        <p role="alert">
          {t('failed')}{' '}
          <button type="button" className="dash-text-button" onClick={onRetry}>
            {t('retry')}
          </button>
        </p>
      )}
      {none && (
        <div className="dash-empty">
          <h2>{t('emptyTitle')}</h2>
          <p>{t('emptyText')}</p>
          <AppLink className="button-solid" href="/fundraiser/create">
            {t('startFirst')}
          </AppLink>
        </div>
      )}
      {fundraisers && fundraisers.length > 0 && (
        <>
          <div className="dash-head">
            <h2>{t('mine')}</h2>
            <AppLink className="button-outline" href="/fundraiser/create">
              {t('startAnother')}
            </AppLink>
          </div>
          <div className="dash-cards">
            {fundraisers.map((card) => (
              <MyFundraiserCard key={card.id} card={card} origin={origin} now={now} moneySections={moneySections} />
            ))}
          </div>
        </>
      )}
      {children}
    </section>
  );
}
