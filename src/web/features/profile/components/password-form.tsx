import { useState } from 'react';
import { changePasswordSchema } from '#shared/schemas/auth.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { NewPasswordFields } from '#web/components/profile/profile-fields.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useUnsavedInput } from '#web/components/form/use-unsaved-input.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { changePassword } from '../api/profile-api.ts';

const FIELDS = ['current_password', 'new_password', 'password_confirm'] as const;
const EMPTY = { current_password: '', new_password: '', password_confirm: '' };

/**
 * Account Settings: the spec's new password and its confirmation (each with show/hide), and the
 * current password the server needs to change it.
 */
export function PasswordForm() {
  const { t } = useProfileTranslation();
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY });
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedInput(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    setSaved(undefined);
    try {
      const reply = await changePassword(values);
      // A password must not linger in the page once saved.
      form.reset(EMPTY);
      const message = translateMessage(reply.message) ?? reply.message;
      setSaved(message);
      toast('success', message);
    } catch (err) {
      const body = errorBody(err);
      applyServerErrors(body.errors, form.setError, FIELDS);
      if (!body.errors) setFormError(body.message ?? t('saveFailed'));
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <h2 className="profile-form-title">{t('changePassword')}</h2>
      {saved && (
        <p className="form-message form-success" role="status">
          {saved}
        </p>
      )}
      <FormError message={formError} />
      <PasswordField
        label={t('currentPassword')}
        autoComplete="current-password"
        registration={form.register('current_password')}
        error={errors.current_password?.message}
      />
      <NewPasswordFields register={form.register} errors={errors} />
      <button type="submit" className="button-solid" disabled={isSubmitting}>
        {isSubmitting ? t('saving') : t('save')}
      </button>
    </form>
  );
}
