import { useId, useState, type FormEvent } from 'react';
import { receiptDate } from '#shared/receipt-date.ts';
import type { AwaitingReview } from '#shared/schemas/withdrawal.schema.ts';
import { FieldError, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { errorBody } from '#web/lib/api-client.ts';
import { useReviewDecision } from '../api/review.ts';
import { kes } from '../format.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';

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
  const [reason, setReason] = useState('');
  const id = useId();
  const title = item.title ?? t('review.untitled');
  const failure = decide.error ? errorBody(decide.error) : null;
  const reasonError = failure?.errors?.reason?.[0];

  const approve = () =>
    decide.mutate({ kind: 'approve' }, { onSuccess: () => onDecided(t('review.approved', { title })) });
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ kind: 'reject', reason }, { onSuccess: () => onDecided(t('review.refused', { title })) });
  };

  return (
    <article className="money-review-item" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('review.itemTitle', { amount: kes(item.amount), title })}</h4>
      <p className="muted">
        {t('review.requested', { date: receiptDate(item.created_at) })} ·{' '}
        <a href={`/f/${item.short_code}`} target="_blank" rel="noreferrer">
          {t('review.viewPage')}
        </a>
      </p>
      <p className="money-purpose">{item.purpose}</p>
      <p className="muted">{t('card.fee', { fee: kes(item.fee), sent: kes(item.amount - item.fee) })}</p>
      {failure && !reasonError && <FormError message={failure.message ?? t('failed')} />}
      {mine ? (
        <p className="form-message form-warning">{t('review.own')}</p>
      ) : refusing ? (
        <form className="money-refuse" noValidate onSubmit={refuse}>
          <label htmlFor={`${id}-reason`}>{t('review.reason')}</label>
          <FieldHint of={`${id}-reason`}>{t('review.reasonHint')}</FieldHint>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            {...fieldAria(`${id}-reason`, { hint: true, error: reasonError })}
          />
          <FieldError of={`${id}-reason`} message={reasonError} />
          <div className="money-actions">
            <button type="submit" className="button-solid" disabled={decide.isPending}>
              {decide.isPending ? t('review.working') : t('review.confirmRefuse')}
            </button>
            <button type="button" className="button-outline" onClick={() => setRefusing(false)}>
              {t('review.keep')}
            </button>
          </div>
        </form>
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
