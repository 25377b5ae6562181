import { useId, useState, type FormEvent } from 'react';
import { formatKes } from '#shared/kes.ts';
import { formatLanguage } from '#shared/format-language.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { FieldError, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { useCloseFundraiser } from '../api/decisions.ts';
import { shortCodeFrom } from '../short-code.ts';
import { useModerationTranslation } from '../use-moderation-translation.ts';

/**
 * A reviewer closes a live fundraiser, found by its link or code, with a reason (required); or, for
 * fraud or a mistake, takes it down and returns what it still holds to its donors (D-256).
 */
export function CloseForm({ onClosed }: { onClosed: (message: string) => void }) {
  const { t } = useModerationTranslation();
  const close = useCloseFundraiser();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(false);
  const id = useId();
  const codeId = `${id}-code`;
  const reasonId = `${id}-reason`;
  const failure = close.error ? errorBody(close.error) : null;
  const reasonError = failure?.errors?.reason?.[0];
  const codeError = failure?.errors?.short_code?.[0];
  const formError = failure && !reasonError && !codeError ? (failure.message ?? t('decisionFailed')) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const shortCode = shortCodeFrom(code);
    // The server judges both fields (its own words shown): no second copy of the rules here.
    close.mutate(
      { shortCode: encodeURIComponent(shortCode), reason, refund },
      {
        onSuccess: (returned) => {
          onClosed(
            returned
              ? t('takenDown', {
                  code: shortCode,
                  count: returned.refunds,
                  amount: formatKes(returned.total, formatLanguage()),
                })
              : t('closed', { code: shortCode }),
          );
          setCode('');
          setReason('');
          setRefund(false);
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="review-close">
      <h2 id={`${id}-heading`}>{t('closeHeading')}</h2>
      <p>{t('closeIntro')}</p>
      <form className="review-reject" onSubmit={submit} noValidate>
        <label htmlFor={codeId}>{t('closeCode')}</label>
        <FieldHint of={codeId} className="hint">
          {t('closeCodeHint')}
        </FieldHint>
        <input
          id={codeId}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          {...fieldAria(codeId, { hint: true, error: codeError })}
        />
        <FieldError of={codeId} message={codeError} />
        <label htmlFor={reasonId}>{t('closeReason')}</label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          {...fieldAria(reasonId, { error: reasonError })}
        />
        <FieldError of={reasonId} message={reasonError} />
        <label className="check">
          <input type="checkbox" checked={refund} onChange={(e) => setRefund(e.target.checked)} /> {t('takeDownRefund')}
        </label>
        {formError && (
          <p role="alert" className="form-error">
            {formError}
          </p>
        )}
        <div className="review-actions">
          <button type="submit" className="button-solid" disabled={close.isPending}>
            {close.isPending ? t('working') : refund ? t('takeDownSubmit') : t('closeSubmit')}
          </button>
        </div>
      </form>
    </section>
  );
}
