import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { resetPasswordSchema } from '#shared/schemas/auth.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { toast } from '#web/lib/toast.ts';
import { resetPassword } from '../api/accounts.ts';

type Values = { token: string; new_password: string; password_confirm: string };

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useZodForm<typeof resetPasswordSchema, Values>(resetPasswordSchema, {
    defaultValues: { token: token ?? '', new_password: '', password_confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/auth/login' }), TIMINGS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await resetPassword(values.token, values.new_password);
    if (result.type === 'success') {
      toast('success', result.message);
      setDone(true);
    } else setFailure(result.message);
  });

  return (
    <section className="auth-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('auth.resetTitle')}</h1>
      {!token ? (
        <FormError message={MSG.invalidResetToken} />
      ) : done ? (
        <p role="status">{t('auth.resetDone')}</p>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <FormError message={failure} />
          <PasswordField
            label={t('auth.newPassword')}
            autoComplete="new-password"
            hint={t('auth.passwordHint')}
            registration={form.register('new_password')}
            error={errors.new_password?.message}
          />
          <PasswordField
            label={t('auth.confirmNewPassword')}
            autoComplete="new-password"
            registration={form.register('password_confirm')}
            error={errors.password_confirm?.message}
          />
          <button type="submit" className="button-solid button-block" disabled={isSubmitting}>
            {isSubmitting ? t('auth.resetting') : t('auth.resetSubmit')}
          </button>
        </form>
      )}
    </section>
  );
}
