import { useId, useState, type FormEvent } from 'react';
import { errorBody } from '#web/lib/api-client.ts';
import { useCloseFundraiser } from '../api/decisions.ts';
import { shortCodeFrom } from '../short-code.ts';
import { useModerationTranslation } from '../use-moderation-translation.ts';

/** A reviewer closes a live fundraiser, found by its link or code, with a reason (required). */
export function CloseForm({ onClosed }: { onClosed: (message: string) => void }) {
  const { t } = useModerationTranslation();
  const close = useCloseFundraiser();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const id = useId();
  const failure = close.error ? errorBody(close.error) : null;
  const reasonError = failure?.errors?.reason?.[0];
  const codeError = failure?.errors?.short_code?.[0];
  const formError = failure && !reasonError && !codeError ? (failure.message ?? t('decisionFailed')) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shortCode = shortCodeFrom(code);
    // The server judges both fields (its own words shown): no second copy of the rules here.
    close.mutate(
      { shortCode: encodeURIComponent(shortCode), reason },
      {
        onSuccess: () => {
          onClosed(t('closed', { code: shortCode }));
          setCode('');
          setReason('');
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="review-close">
      <h2 id={`${id}-heading`}>{t('closeHeading')}</h2>
      <p>{t('closeIntro')}</p>
      <form className="review-reject" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`}>{t('closeCode')}</label>
        <p id={`${id}-code-hint`} className="hint">
          {t('closeCodeHint')}
        </p>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          aria-invalid={codeError ? true : undefined}
          aria-describedby={`${id}-code-hint${codeError ? ` ${id}-code-error` : ''}`}
        />
        {codeError && (
          <p id={`${id}-code-error`} className="field-error" role="alert">
            {codeError}
          </p>
        )}
        <label htmlFor={`${id}-reason`}>{t('closeReason')}</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        />
        {reasonError && (
          <p id={`${id}-reason-error`} className="field-error" role="alert">
            {reasonError}
          </p>
        )}
        {formError && (
          <p role="alert" className="form-error">
            {formError}
          </p>
        )}
        <div className="review-actions">
          <button type="submit" className="button-solid" disabled={close.isPending}>
            {close.isPending ? t('working') : t('closeSubmit')}
          </button>
        </div>
      </form>
    </section>
  );
}
