import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailOnlySchema } from '#shared/schemas/auth.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { toast } from '#web/lib/toast.ts';
import { forgotPassword } from '../api/accounts.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();
  const [failed, setFailed] = useState(false);
  const form = useZodForm(emailOnlySchema, {
    defaultValues: { email_address: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email_address }) => {
    setFailed(false);
    const result = await forgotPassword(email_address);
    if (result.type === 'success') setSentTo(email_address);
    else {
      toast('error', result.message);
      setFailed(true);
    }
  });

  return (
    <section className="auth-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('auth.forgotTitle')}</h1>
      {sentTo ? (
        <p role="status">{t('auth.forgotSent', { email: sentTo })}</p>
      ) : (
        <>
          <p>{t('auth.forgotLead')}</p>
          <form noValidate onSubmit={(e) => void onSubmit(e)}>
            <FormError message={failed ? t('auth.forgotFailed') : undefined} />
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              registration={form.register('email_address')}
              error={errors.email_address?.message}
            />
            <button type="submit" className="button-solid button-block" disabled={isSubmitting}>
              {isSubmitting ? t('auth.sending') : t('auth.sendLink')}
            </button>
          </form>
        </>
      )}
      <p>
        <Link to="/auth/login">{t('auth.signInLink')}</Link>
      </p>
    </section>
  );
}
