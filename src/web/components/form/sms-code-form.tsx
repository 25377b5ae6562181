import { useEffect } from 'react';
import { smsCodeSchema } from '#shared/schemas/phone.schema.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';
import { applyServerErrors } from './apply-server-errors.ts';
import { TextField } from './text-field.tsx';
import { useZodForm } from './use-zod-form.ts';

interface Props {
  /** The form's name for screen readers (what the code confirms). */
  label: string;
  hint: string;
  pending: boolean;
  /** The server's field messages of the last try, put on the code (the code typed stays). */
  fieldErrors?: FieldErrors;
  onSubmit: (code: string) => void;
  /** The feature's words: the field's label, the button, and the button while it waits. */
  words: { code: string; confirm: string; confirming: string };
}

/**
 * The 6-digit code sent by SMS (D-202, D-203, D-255): it takes the focus when it appears, since typing the
 * code is the person's next step, and the phone may fill it in from the text (one-time-code).
 */
export function SmsCodeForm({ label, hint, pending, fieldErrors, onSubmit, words }: Props) {
  const form = useZodForm(smsCodeSchema, { defaultValues: { code: '' } });
  const { setFocus, setError } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  useEffect(() => applyServerErrors(fieldErrors, setError, ['code']), [fieldErrors, setError]);
  return (
    <form
      className="sms-code-form"
      noValidate
      aria-label={label}
      onSubmit={(e) => void form.handleSubmit(({ code }) => onSubmit(code))(e)}
    >
      <TextField
        label={words.code}
        hint={hint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
      />
      <button type="submit" className="button-solid" disabled={pending}>
        {pending ? words.confirming : words.confirm}
      </button>
    </form>
  );
}
