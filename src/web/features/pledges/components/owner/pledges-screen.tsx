import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { LoadingLines } from '#web/components/ui/skeleton-lines.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { useOwnerView } from '#web/lib/owner-data.ts';
import { downloadPledgesCsv, ownerPledgesQuery } from '../../api/owner-pledges.ts';
import { usePledgesTranslation } from '../../use-pledges-translation.ts';
import { OwnerPledgeCard } from './owner-pledge-card.tsx';
import { ReminderSettings } from './reminder-settings.tsx';
import '../../pledges-owner.css';
import { formatKes, toMinor } from '#shared/kes.ts';

const LINES = ['skeleton-title', 'skeleton-muted', 'skeleton-muted skeleton-short'];

interface Props {
  shortCode: string;
  /** The fundraiser's title, when the dashboard knows it. */
  title?: string;
  /** The owner sets the reminder schedule; a treasurer reads it (D-235). */
  isOwner: boolean;
}

/**
 * /dashboard/pledges/{code}: every pledge of a fundraiser for its owner and treasurers (D-233,
 * D-241), with the totals, the CSV for the committee meeting, and the reminder schedule.
 */
export function PledgesScreen({ shortCode, title, isOwner }: Props) {
  const { t } = usePledgesTranslation();
  const query = useQuery(ownerPledgesQuery(shortCode));
  const { data } = useOwnerView(query);
  const [csvFailed, setCsvFailed] = useState(false);
  const csv = () => {
    setCsvFailed(false);
    downloadPledgesCsv(shortCode).catch(() => setCsvFailed(true));
  };
  return (
    <section className="page owner-pledges" aria-labelledby="owner-pledges-title">
      <p className="donate-back">
        <AppLink href="/dashboard">{t('owner.back')}</AppLink>
      </p>
      <h1 id="owner-pledges-title">{title ? t('owner.titleOf', { title }) : t('owner.title')}</h1>
      <p className="lead">{t('owner.lead')}</p>
      {!data && !query.isError && <LoadingLines lines={LINES} label={t('owner.loading')} />}
      {!data && query.isError && (
        <RetryPanel message={t('owner.failed')} retry={t('owner.retry')} onRetry={() => void query.refetch()} />
      )}
      {data && (
        <>
          <dl className="owner-pledge-totals">
            <div>
              <dt>{t('owner.totalPledged')}</dt>
              <dd>{formatKes(toMinor(data.totals.pledged_kes))}</dd>
            </div>
            <div>
              <dt>{t('owner.totalPaid')}</dt>
              <dd>{formatKes(toMinor(data.totals.paid_kes))}</dd>
            </div>
            <div>
              <dt>{t('owner.totalCount')}</dt>
              <dd>{data.totals.confirmed_count}</dd>
            </div>
          </dl>
          {data.data.length === 0 ? (
            <p className="muted">{t('owner.empty')}</p>
          ) : (
            <>
              <p className="owner-pledge-csv">
                <button type="button" className="button-outline" onClick={csv}>
                  {t('owner.csv')}
                </button>{' '}
                <span className="muted">{t('owner.csvHint')}</span>
              </p>
              {csvFailed && <FormError message={t('owner.failed')} />}
              <ol className="owner-pledge-list">
                {data.data.map((pledge) => (
                  <li key={pledge.id}>
                    <OwnerPledgeCard pledge={pledge} shortCode={shortCode} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
      <ReminderSettings shortCode={shortCode} canEdit={isOwner} />
    </section>
  );
}
