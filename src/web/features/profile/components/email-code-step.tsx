import { useState } from 'react';
import type { User } from '#shared/schemas/auth.schema.ts';
import { confirmEmailChangeSchema } from '#shared/schemas/auth.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { confirmEmailChange } from '../api/profile-api.ts';

interface Props {
  newEmail: string;
  currentEmail: string;
  onUser: (user: User) => void;
  /** Back to the profile form: with the changed user, or null when put off. */
  onDone: (user: User | null) => void;
}

/** The second step of an e-mail change: the 6-digit code sent to the new address. */
export function EmailCodeStep({ newEmail, currentEmail, onUser, onDone }: Props) {
  const { t } = useProfileTranslation();
  const [formError, setFormError] = useState<string>();
  const form = useZodForm(confirmEmailChangeSchema, { defaultValues: { verification_code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ verification_code }) => {
    setFormError(undefined);
    try {
      const reply = await confirmEmailChange(verification_code);
      onUser(reply.data.user);
      toast('success', translateMessage(reply.message) ?? reply.message);
      onDone(reply.data.user);
    } catch (err) {
      const body = errorBody(err);
      if (body.errors?.verification_code) applyServerErrors(body.errors, form.setError, ['verification_code']);
      else setFormError(body.message ?? t('saveFailed'));
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h2 className="profile-form-title">{t('codeTitle')}</h2>
      <p>{t('codeText', { email: newEmail, current: currentEmail })}</p>
      <FormError message={formError} />
      <TextField
        label={t('code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={form.register('verification_code')}
        error={errors.verification_code?.message}
      />
      <div className="profile-actions">
        <button type="submit" className="button-solid" disabled={isSubmitting}>
          {t('confirm')}
        </button>
        <button type="button" className="button-outline" onClick={() => onDone(null)}>
          {t('cancelChange')}
        </button>
      </div>
    </form>
  );
}
