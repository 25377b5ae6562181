import { useId, useState, type FormEvent } from 'react';
import { FieldError, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { useModerationTranslation } from '../use-moderation-translation.ts';

interface Props {
  label: string;
  hint: string;
  submit: string;
  pending: boolean;
  /** The server's message for the reason, shown under it. */
  error?: string;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A decision that needs a reason (reject, close, dismiss reports). The server judges the reason
 * (required, its own words shown): no second copy of the rule here.
 */
export function ReasonForm({ label, hint, submit, pending, error, onSubmit, onCancel }: Props) {
  const { t } = useModerationTranslation();
  const [reason, setReason] = useState('');
  const id = useId();
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(reason);
  };
  return (
    <form className="review-reject" onSubmit={send} noValidate>
      <label htmlFor={id}>{label}</label>
      <FieldHint of={id} className="hint">
        {hint}
      </FieldHint>
      <textarea
        id={id}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
        {...fieldAria(id, { hint: true, error })}
      />
      <FieldError of={id} message={error} />
      <div className="review-actions">
        <button type="submit" className="button-solid" disabled={pending}>
          {pending ? t('working') : submit}
        </button>
        <button type="button" className="button-outline" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
