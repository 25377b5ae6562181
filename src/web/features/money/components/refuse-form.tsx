import { useId, useState, type FormEvent } from 'react';
import { FieldError, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { useMoneyTranslation } from '../use-money-translation.ts';

interface Props {
  /** Who reads the reason and what follows, under the field. */
  hint: string;
  pending: boolean;
  /** The server's word on the reason field, if it refused it. */
  error?: string;
  onRefuse: (reason: string) => void;
  onKeep: () => void;
  /** The confirming button's words, when it is not a withdrawal that is refused. */
  confirm?: string;
}

/**
 * Refusing a withdrawal with a reason (D-204, D-244): a reviewer's and a treasurer's alike; a
 * donor's request for their gift back too (D-256). What was
 * typed stays when the server refuses it.
 */
export function RefuseForm({ hint, pending, error, onRefuse, onKeep, confirm }: Props) {
  const { t } = useMoneyTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRefuse(reason);
  };
  return (
    <form className="money-refuse" noValidate onSubmit={submit}>
      <label htmlFor={`${id}-reason`}>{t('review.reason')}</label>
      <FieldHint of={`${id}-reason`}>{hint}</FieldHint>
      <textarea
        id={`${id}-reason`}
        value={reason}
        rows={3}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
        {...fieldAria(`${id}-reason`, { hint: true, error })}
      />
      <FieldError of={`${id}-reason`} message={error} />
      <div className="money-actions">
        <button type="submit" className="button-solid" disabled={pending}>
          {pending ? t('review.working') : (confirm ?? t('review.confirmRefuse'))}
        </button>
        <button type="button" className="button-outline" onClick={onKeep}>
          {t('review.keep')}
        </button>
      </div>
    </form>
  );
}
