import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NameAndEmailFields, PhoneAndBioFields } from '#web/components/profile/profile-fields.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { demoProfileSchema, type DemoProfileInput } from '../profile-demo.schema.ts';
import type { DemoProfile } from '../sample-data.ts';

/**
 * The Profile tab: the real profile's fields, checked by the shared rules, and saved nowhere.
 * The parent remounts it (key) on every state change, so each state starts from its own sample.
 */
export function ProfileTab({ profile }: { profile: DemoProfile }) {
  const { t } = useTranslation('profile-demo');
  const [saved, setSaved] = useState(false);
  const form = useZodForm<typeof demoProfileSchema, DemoProfileInput>(demoProfileSchema, {
    defaultValues: {
      firstname: profile.firstname,
      lastname: profile.lastname,
      email_address: profile.email_address,
      role: profile.role,
      country_code: profile.country_code,
      mobile_number: profile.mobile_number,
      bio: profile.bio,
    },
  });
  const { errors } = form.formState;
  const bioLength = useWatch({ control: form.control, name: 'bio' })?.length ?? 0;
  const onSubmit = form.handleSubmit(() => setSaved(true));

  return (
    <form className="profile-form" noValidate onChange={() => setSaved(false)} onSubmit={(e) => void onSubmit(e)}>
      {saved && (
        <p className="form-message demo-saved" role="status">
          {t('saved')}
        </p>
      )}
      <NameAndEmailFields register={form.register} errors={errors} google={profile.google} />
      <TextField
        label={t('role')}
        hint={t('roleHint')}
        registration={form.register('role')}
        error={errors.role?.message}
      />
      <PhoneAndBioFields register={form.register} errors={errors} bioLength={bioLength} />
      <button type="submit" className="button-solid">
        {t('save')}
      </button>
    </form>
  );
}
