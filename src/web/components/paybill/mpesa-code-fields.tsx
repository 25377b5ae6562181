import { useEffect, useId, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpesaCodeShown } from '#shared/schemas/mpesa-code.schema.ts';

/** Where the form posts; the answer is the fundraiser's page, opened at the form. */
export const MPESA_CODE_ANCHOR = 'mpesa-code';
const mpesaCodeAction = (shortCode: string) => `/f/${encodeURIComponent(shortCode)}/mpesa-code#${MPESA_CODE_ANCHOR}`;

/** Nothing more to try: counted, or received and waiting for a reviewer (D-245). */
const isCounted = (shown: MpesaCodeShown | null | undefined) =>
  shown === 'counted' || shown === 'already_counted' || shown === 'received';

/**
 * "Paid but not showing?" (D-217): the M-Pesa code from the donor's SMS. A plain form posted to the
 * fundraiser's page (it works before, or without, any JavaScript; the server draws the answer);
 * a page with its script may answer in place (`onSubmit`, `onChange`). Presentational, so the
 * fundraiser page carries none of the donation feature's code.
 */
export function MpesaCodeFields({
  shortCode,
  labelledBy,
  value,
  shown,
  busy = false,
  onChange,
  onSubmit,
}: {
  shortCode: string;
  labelledBy: string;
  value: string;
  shown: MpesaCodeShown | null;
  busy?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const done = isCounted(shown);
  // The answer is read where it appears: brought into view (below the sticky header, mpesa-code.css).
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown) answer.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  return (
    <form
      className="mpesa-code-form"
      method="post"
      action={mpesaCodeAction(shortCode)}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
    >
      {!done && (
        <>
          {/* The app's own field and button (forms.css), 44 px tall like every other. */}
          <div className={`field${shown === 'invalid' ? ' field-invalid' : ''}`}>
            <label htmlFor={`${id}-code`}>{t('preview.mpesaCode.label')}</label>
            <div className="field-box">
              <input
                id={`${id}-code`}
                name="mpesa_code"
                {...(onChange ? { value, onChange } : { defaultValue: value })}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={14}
                aria-describedby={`${id}-hint`}
                aria-invalid={shown === 'invalid' || undefined}
              />
            </div>
            <p id={`${id}-hint`} className="field-hint">
              {t('preview.mpesaCode.hint')}
            </p>
          </div>
          <button type="submit" className="button-solid" disabled={busy}>
            {busy ? t('preview.mpesaCode.checking') : t('preview.mpesaCode.submit')}
          </button>
        </>
      )}
      <p ref={answer} aria-live="polite" className={done ? 'donation-lead' : undefined}>
        {shown && t(`preview.mpesaCode.${shown}`)}
      </p>
    </form>
  );
}
