import { useId, useState } from 'react';
import { receiptDate } from '#shared/receipt-date.ts';
import type { AwaitingReview } from '#shared/schemas/withdrawal.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { errorBody } from '#web/lib/api-client.ts';
import { useReviewDecision } from '../api/review.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { RefuseForm } from './refuse-form.tsx';
import { formatKes } from '#shared/kes.ts';

interface Props {
  item: AwaitingReview;
  /** The reviewer's own fundraiser: no decision offered, the server refuses it (D-150). */
  mine: boolean;
  onDecided: (message: string) => void;
}

/** One withdrawal waiting for a reviewer (D-204): what, for what, and approve or refuse with a reason. */
export function AwaitingWithdrawal({ item, mine, onDecided }: Props) {
  const { t } = useMoneyTranslation();
  const decide = useReviewDecision(item);
  const [refusing, setRefusing] = useState(false);
  const id = useId();
  const title = item.title ?? t('review.untitled');
  const failure = decide.error ? errorBody(decide.error) : null;
  const reasonError = failure?.errors?.reason?.[0];

  const approve = () =>
    decide.mutate({ kind: 'approve' }, { onSuccess: () => onDecided(t('review.approved', { title })) });
  const refuse = (reason: string) =>
    decide.mutate({ kind: 'reject', reason }, { onSuccess: () => onDecided(t('review.refused', { title })) });

  return (
    <article className="money-review-item" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('review.itemTitle', { amount: formatKes(item.amount), title })}</h3>
      <p className="muted">
        {t('review.requested', { date: receiptDate(item.created_at) })} ·{' '}
        <a href={`/f/${item.short_code}`} target="_blank" rel="noreferrer">
          {t('review.viewPage')}
        </a>
      </p>
      <p className="money-purpose">{item.purpose}</p>
      <p className="muted">{t('card.fee', { fee: formatKes(item.fee), sent: formatKes(item.amount - item.fee) })}</p>
      {failure && !reasonError && <FormError message={failure.message ?? t('failed')} />}
      {mine ? (
        <p className="form-message form-warning">{t('review.own')}</p>
      ) : refusing ? (
        <RefuseForm
          hint={t('review.reasonHint')}
          pending={decide.isPending}
          error={reasonError}
          onRefuse={refuse}
          onKeep={() => setRefusing(false)}
        />
      ) : (
        <div className="money-actions">
          <button type="button" className="button-solid" disabled={decide.isPending} onClick={approve}>
            {decide.isPending ? t('review.working') : t('review.approve')}
          </button>
          <button type="button" className="button-outline" onClick={() => setRefusing(true)}>
            {t('review.refuse')}
          </button>
        </div>
      )}
    </article>
  );
}
