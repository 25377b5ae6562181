import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '#web/components/profile/profile-fields.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { demoPasswordSchema, type DemoPasswordInput } from '../profile-demo.schema.ts';

/** Account Settings: a new password and its confirmation, checked by the sign-up rules, sent nowhere. */
export function AccountSettingsTab() {
  const { t } = useTranslation('profile-demo');
  const [saved, setSaved] = useState(false);
  const form = useZodForm<typeof demoPasswordSchema, DemoPasswordInput>(demoPasswordSchema, {
    defaultValues: { new_password: '', password_confirm: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(() => {
    // A password must not linger in the page once "saved", even in a demo.
    form.reset();
    setSaved(true);
  });

  return (
    <form className="profile-form" noValidate onChange={() => setSaved(false)} onSubmit={(e) => void onSubmit(e)}>
      <h2 className="profile-form-title">{t('changePassword')}</h2>
      {saved && (
        <p className="form-message demo-saved" role="status">
          {t('passwordSaved')}
        </p>
      )}
      <NewPasswordFields register={form.register} errors={errors} />
      <button type="submit" className="button-solid">
        {t('save')}
      </button>
    </form>
  );
}
