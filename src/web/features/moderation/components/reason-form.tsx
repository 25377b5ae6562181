import { useId, useState, type FormEvent } from 'react';
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
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
      <textarea
        id={id}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
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
