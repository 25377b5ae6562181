import { useTranslation } from 'react-i18next';
import { LIMITS } from '#shared/constants.ts';
import { verifyAccountSchema } from '#shared/schemas/auth.schema.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';

// The code alone: the screen knows the e-mail (spec §3: in the wizard the form holds only code).
const codeFormSchema = verifyAccountSchema.pick({ verification_code: true });

interface Props {
  busy: boolean;
  onSubmit: (code: string) => void;
}

/**
 * The code form (spec §2, §5): Verify stays disabled until 6 digits are in, and the spec's
 * messages show as in any form, once the field is left and on submit. Enter with fewer digits
 * cannot submit (the button is disabled), so it shows the message instead of doing nothing.
 */
export function VerificationCodeForm({ busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(codeFormSchema, { mode: 'onTouched', defaultValues: { verification_code: '' } });
  const code = form.watch('verification_code');
  const complete = code.length === LIMITS.verificationCodeLength;
  const registration = form.register('verification_code');
  const submit = form.handleSubmit(({ verification_code }) => onSubmit(verification_code));

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('auth.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.verificationCodeLength}
        registration={{
          ...registration,
          // Digits only: a code pasted from an e-mail may carry spaces or dashes.
          onChange: (e) => {
            e.target.value = e.target.value.replace(/\D/g, '');
            return registration.onChange(e);
          },
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !complete) void submit();
        }}
        error={form.formState.errors.verification_code?.message}
      />
      <button type="submit" className="button-solid button-block" disabled={busy || !complete}>
        {busy ? t('auth.verifying') : t('auth.verify')}
      </button>
    </form>
  );
}
