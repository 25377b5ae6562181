import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginFormSchema } from '#shared/schemas/auth.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { toast } from '#web/lib/toast.ts';
import { login } from '../api/accounts.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { SocialButtons } from './social-buttons.tsx';
import { Verification } from './verification.tsx';

export function SignInForm() {
  const { t } = useTranslation();
  const router = useRouter();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string>();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();
  const form = useZodForm(loginFormSchema, {
    defaultValues: { email_address: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (unverifiedEmail) return <Verification email={unverifiedEmail} startFailed onVerified={finish} />;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await login(values);
    if (result.type === 'success') {
      toast('success', result.message);
      await finish();
    } else if (result.type === 'warning') {
      toast('warning', result.message);
      setUnverifiedEmail(values.email_address);
    } else setFailure(result.message);
  });

  return (
    <section className="auth-card" aria-labelledby="sign-in-title">
      <button type="button" className="link-button" onClick={() => router.history.back()}>
        ← {t('auth.back')}
      </button>
      <h1 id="sign-in-title">{t('auth.signInTitle')}</h1>
      <p>{t('auth.signInLead')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormError message={failure} />
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          registration={form.register('email_address')}
          error={errors.email_address?.message}
        />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <p className="form-aside">
          <Link to="/auth/forgot-password">{t('auth.forgot')}</Link>
        </p>
        <button type="submit" className="button-solid button-block" disabled={isSubmitting}>
          {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </form>
      <SocialButtons onSignedIn={finish} />
      <p>
        {t('auth.noAccount')}{' '}
        <Link to="/auth/register" search={(s) => s}>
          {t('auth.signUpLink')}
        </Link>
      </p>
    </section>
  );
}
