import { useId, useState, type FormEvent } from 'react';
import { formatKes } from '#shared/kes.ts';
import { formatLanguage } from '#shared/format-language.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { FieldError, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { receiptDate } from '#shared/receipt-date.ts';
import { useCloseFundraiser, type CloseAction } from '../api/decisions.ts';
import { shortCodeFrom } from '../short-code.ts';
import { useModerationTranslation } from '../use-moderation-translation.ts';

/**
 * A reviewer closes a live fundraiser, found by its link or code, with a reason (required); or, for
 * fraud or a mistake, takes it down and returns what it still holds to its donors (D-256); or, when
 * its owner changed what it raises for, keeps it open and lets its donors have their gifts back for
 * 7 days (D-262). The three are one choice (radio buttons), close by default.
 */
const ACTIONS = [
  ['close', 'closeOnly'],
  ['takeDown', 'takeDownRefund'],
  ['purpose', 'purposeChange'],
] as const satisfies readonly (readonly [CloseAction, string])[];
const SUBMIT = { close: 'closeSubmit', takeDown: 'takeDownSubmit', purpose: 'purposeSubmit' } as const;

export function CloseForm({ onClosed }: { onClosed: (message: string) => void }) {
  const { t } = useModerationTranslation();
  const close = useCloseFundraiser();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [action, setAction] = useState<CloseAction>('close');
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
      { shortCode: encodeURIComponent(shortCode), reason, action },
      {
        onSuccess: (done) => {
          onClosed(
            done.action === 'takeDown'
              ? t('takenDown', {
                  code: shortCode,
                  count: done.refunds,
                  amount: formatKes(done.total, formatLanguage()),
                })
              : done.action === 'purpose'
                ? t('purposeChanged', { code: shortCode, count: done.donors, date: receiptDate(done.until) })
                : t('closed', { code: shortCode }),
          );
          setCode('');
          setReason('');
          setAction('close');
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
        <fieldset className="review-close-action">
          <legend>{t('closeAction')}</legend>
          {ACTIONS.map(([value, label]) => (
            <label className="check" key={value}>
              <input
                type="radio"
                name={`${id}-action`}
                value={value}
                checked={action === value}
                onChange={() => setAction(value)}
              />{' '}
              {t(label)}
            </label>
          ))}
        </fieldset>
        {formError && (
          <p role="alert" className="form-error">
            {formError}
          </p>
        )}
        <div className="review-actions">
          <button type="submit" className="button-solid" disabled={close.isPending}>
            {close.isPending ? t('working') : t(SUBMIT[action])}
          </button>
        </div>
      </form>
    </section>
  );
}
