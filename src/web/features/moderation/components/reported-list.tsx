import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { REPORT_SUBJECT_PATHS, type ReportSubject } from '#shared/public-pages.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { report } from '#web/locales/en/report.ts';
import { reportedQuery, useSettleReports, type Reported, type Settlement } from '../api/reported.ts';
import { useModerationTranslation } from '../use-moderation-translation.ts';
import { QueueError } from './queue-error.tsx';
import { ReasonForm } from './reason-form.tsx';

// The reasons' labels are the report form's own.
addNamespace('report', report);

type Props = { subject: ReportSubject; onSettled: (message: string) => void };

/** 'Reported': fundraisers (or item offers) the public reported, with their open reports and two answers. */
export function ReportedList({ subject, onSettled }: Props) {
  const { t } = useModerationTranslation({ keyPrefix: `reported.${subject}` });
  const reported = useQuery(reportedQuery(subject));
  const headingId = `review-reported-${subject}`;
  return (
    <section aria-labelledby={headingId} className="review-reported">
      <h2 id={headingId}>{t('heading', { count: reported.data?.length ?? 0 })}</h2>
      {reported.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : reported.isError ? (
        <QueueError message={t('failed')} onRetry={() => void reported.refetch()} />
      ) : reported.data.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ol className="review-queue">
          {reported.data.map((item) => (
            <li key={item.code}>
              <ReportedCard subject={subject} reported={item} onSettled={onSettled} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ReportedCard({ subject, reported, onSettled }: Props & { reported: Reported }) {
  const { t } = useModerationTranslation({ keyPrefix: `reported.${subject}` });
  const { t: common } = useModerationTranslation();
  const settle = useSettleReports(subject, reported);
  const [answering, setAnswering] = useState<Settlement['kind']>();
  const id = useId();
  const title = reported.title ?? common('untitled');
  const failure = settle.error ? errorBody(settle.error) : null;
  const reasonError = failure?.errors?.reason?.[0];
  const send = (kind: Settlement['kind']) => (reason: string) =>
    settle.mutate(
      { kind, reason },
      { onSuccess: () => onSettled(t(kind === 'dismiss' ? 'dismissed' : 'takenDown', { title })) },
    );

  return (
    <article className="review-item" aria-labelledby={`${id}-title`}>
      <header>
        <h3 id={`${id}-title`}>{title}</h3>
        <p className="review-meta">
          {t(`status.${reported.status}`)} ·{' '}
          <a href={REPORT_SUBJECT_PATHS[subject](reported.code)} target="_blank" rel="noreferrer">
            {common('viewPage')}
          </a>
        </p>
      </header>
      <h4>{common('reportsCount', { count: reported.reports.length })}</h4>
      <ul className="review-reports">
        {reported.reports.map((r) => (
          <li key={r.id}>
            <strong>{common(`${subject}.reasons.${r.reason}`, { ns: 'report' })}</strong> ·{' '}
            <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time>
            {r.details && <p className="review-text">{r.details}</p>}
          </li>
        ))}
      </ul>
      {failure && !reasonError && (
        <p role="alert" className="form-error">
          {failure.message ?? common('decisionFailed')}
        </p>
      )}
      {answering ? (
        <ReasonForm
          label={t(answering === 'dismiss' ? 'dismissReason' : 'takeDownReason')}
          hint={t(answering === 'dismiss' ? 'dismissHint' : 'takeDownHint')}
          submit={t(answering === 'dismiss' ? 'confirmDismiss' : 'takeDown')}
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
          {reported.removable && (
            <button type="button" className="button-solid" onClick={() => setAnswering('takeDown')}>
              {t('takeDown')}
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
