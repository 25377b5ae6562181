import { useEffect } from 'react';
import { smsCodeSchema } from '#shared/schemas/phone.schema.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';

interface Props {
  /** The form's name for screen readers (what the code confirms). */
  label: string;
  hint: string;
  pending: boolean;
  /** The server's field messages of the last try, put on the code (the code typed stays). */
  fieldErrors?: FieldErrors;
  onSubmit: (code: string) => void;
}

/**
 * The 6-digit code sent by SMS (D-202, D-203): it takes the focus when it appears, since typing the
 * code is the person's next step, and the phone may fill it in from the text (one-time-code).
 */
export function SmsCodeForm({ label, hint, pending, fieldErrors, onSubmit }: Props) {
  const { t } = useMoneyTranslation();
  const form = useZodForm(smsCodeSchema, { defaultValues: { code: '' } });
  const { setFocus, setError } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  useEffect(() => applyServerErrors(fieldErrors, setError, ['code']), [fieldErrors, setError]);
  return (
    <form
      className="money-code"
      noValidate
      aria-label={label}
      onSubmit={(e) => void form.handleSubmit(({ code }) => onSubmit(code))(e)}
    >
      <TextField
        label={t('code.label')}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
      />
      <button type="submit" className="button-solid" disabled={pending}>
        {pending ? t('code.confirming') : t('code.confirm')}
      </button>
    </form>
  );
}
