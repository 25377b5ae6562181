import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReportedItem } from '#shared/schemas/report.schema.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { report } from '#web/locales/en/report.ts';
import { reportedQuery, useSettleReports, type Settlement } from '../api/reported.ts';
import { useModerationTranslation } from '../use-moderation-translation.ts';
import { QueueError } from './queue-error.tsx';
import { ReasonForm } from './reason-form.tsx';

// The reasons' labels are the report form's own.
addNamespace('report', report);

/** 'Reported': fundraisers the public reported, each with its open reports and the two answers. */
export function ReportedList({ onSettled }: { onSettled: (message: string) => void }) {
  const { t } = useModerationTranslation();
  const reported = useQuery(reportedQuery());
  return (
    <section aria-labelledby="review-reported-heading" className="review-reported">
      <h2 id="review-reported-heading">{t('reportedHeading', { count: reported.data?.length ?? 0 })}</h2>
      {reported.isPending ? (
        <p role="status">{t('reportedLoading')}</p>
      ) : reported.isError ? (
        <QueueError message={t('reportedFailed')} onRetry={() => void reported.refetch()} />
      ) : reported.data.length === 0 ? (
        <p>{t('noReports')}</p>
      ) : (
        <ol className="review-queue">
          {reported.data.map((item) => (
            <li key={item.id}>
              <ReportedCard item={item} onSettled={onSettled} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReportedCard({ item, onSettled }: { item: ReportedItem; onSettled: (message: string) => void }) {
  const { t } = useModerationTranslation();
  const settle = useSettleReports(item);
  const [answering, setAnswering] = useState<Settlement['kind']>();
  const id = useId();
  const title = item.title ?? t('untitled');
  const failure = settle.error ? errorBody(settle.error) : null;
  const reasonError = failure?.errors?.reason?.[0];
  const send = (kind: Settlement['kind']) => (reason: string) =>
    settle.mutate(
      { kind, reason },
      { onSuccess: () => onSettled(t(kind === 'dismiss' ? 'dismissed' : 'closedReported', { title })) },
    );

  return (
    <article className="review-item" aria-labelledby={`${id}-title`}>
      <header>
        <h3 id={`${id}-title`}>{title}</h3>
        <p className="review-meta">
          {t(`status.${item.status}`)} · {item.organizer} ·{' '}
          <a href={`/f/${item.short_code}`} target="_blank" rel="noreferrer">
            {t('viewPage')}
          </a>
        </p>
      </header>
      <h4>{t('reportsCount', { count: item.reports.length })}</h4>
      <ul className="review-reports">
        {item.reports.map((r) => (
          <li key={r.id}>
            <strong>{t(`fundraiser.reasons.${r.reason}`, { ns: 'report' })}</strong> ·{' '}
            <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
            {r.details && <p className="review-text">{r.details}</p>}
          </li>
        ))}
      </ul>
      {failure && !reasonError && (
        <p role="alert" className="form-error">
          {failure.message ?? t('decisionFailed')}
        </p>
      )}
      {answering ? (
        <ReasonForm
          label={t(answering === 'dismiss' ? 'dismissReason' : 'closeReason')}
          hint={t(answering === 'dismiss' ? 'dismissHint' : 'closeIntro')}
          submit={t(answering === 'dismiss' ? 'confirmDismiss' : 'closeSubmit')}
          pending={settle.isPending}
          error={reasonError}
          onSubmit={send(answering)}
          onCancel={() => {
            settle.reset();
            setAnswering(undefined);
          }}
        />
      ) : (
        <div className="review-actions">
          {/* Only a live fundraiser can be closed; a pending one is rejected from the queue above. */}
          {item.status === 'live' && (
            <button type="button" className="button-solid" onClick={() => setAnswering('close')}>
              {t('closeSubmit')}
            </button>
          )}
          <button type="button" className="button-outline" onClick={() => setAnswering('dismiss')}>
            {t('dismiss')}
          </button>
        </div>
      )}
    </article>
  );
}
