import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { registerSchema, wizardSignUpSchema, type RegisterInput } from '#shared/schemas/auth.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useUnsavedInput } from '#web/components/form/use-unsaved-input.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { toast } from '#web/lib/toast.ts';
import { register } from '../api/accounts.ts';

const FIELDS = ['firstname', 'lastname', 'email_address', 'password', 'password_confirm', 'terms_accepted'] as const;

interface Props {
  /** The wizard's form: it asks for the terms checkbox (spec §3) and has its own failure wording (§8). */
  wizard?: boolean;
  /** Called with the e-mail once the account exists; `unverified` for an earlier, unverified sign-up. */
  onRegistered: (email: string, unverified: boolean) => void;
}

export function SignUpForm({ wizard = false, onRegistered }: Props) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const schema = wizard ? wizardSignUpSchema : registerSchema;
  const form = useZodForm<typeof schema, RegisterInput>(schema, {
    defaultValues: { firstname: '', lastname: '', email_address: '', password: '', password_confirm: '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedInput(isDirty && !form.formState.isSubmitSuccessful);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await register(
      values,
      wizard ? { failed: t('results.wizardRegisterFailed'), unexpected: t('results.wizardUnexpected') } : undefined,
    );
    if (result.type === 'error') {
      applyServerErrors(result.fieldErrors, form.setError, FIELDS);
      setFailure(result.message);
      return;
    }
    toast(result.type, result.message);
    onRegistered(values.email_address.trim().toLowerCase(), result.type === 'warning');
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormError message={failure} />
      <div className="field-row">
        <TextField
          label={t('auth.firstname')}
          autoComplete="given-name"
          registration={form.register('firstname')}
          error={errors.firstname?.message}
        />
        <TextField
          label={t('auth.lastname')}
          autoComplete="family-name"
          registration={form.register('lastname')}
          error={errors.lastname?.message}
        />
      </div>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email_address')}
        error={errors.email_address?.message}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        registration={form.register('password_confirm')}
        error={errors.password_confirm?.message}
      />
      {wizard && (
        <div className={`field field-check${errors.terms_accepted ? ' field-invalid' : ''}`}>
          <input
            id="terms-accepted"
            type="checkbox"
            aria-invalid={errors.terms_accepted ? true : undefined}
            {...form.register('terms_accepted')}
          />
          <label htmlFor="terms-accepted">
            <Trans
              i18nKey="auth.terms"
              components={{
                terms: <Link to="/terms-and-conditions" target="_blank" />,
                privacy: <Link to="/privacy-policy" target="_blank" />,
              }}
            />
          </label>
          {errors.terms_accepted?.message && (
            <p className="field-error" role="alert">
              {t('messages.termsRequired')}
            </p>
          )}
        </div>
      )}
      <button type="submit" className="button-solid button-block" disabled={isSubmitting}>
        {isSubmitting ? t('auth.signingUp') : t('auth.signUp')}
      </button>
    </form>
  );
}
