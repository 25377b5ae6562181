import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MSG } from '#shared/messages.ts';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { translateMessage } from '#web/components/form/translate-message.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { BIO_MAX, demoProfileSchema, type DemoProfileInput } from '../profile-demo.schema.ts';
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
      <div className="field-row">
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          registration={form.register('firstname')}
          error={errors.firstname?.message}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          registration={form.register('lastname')}
          error={errors.lastname?.message}
        />
      </div>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        // Spec §5: a Google account keeps the e-mail Google vouches for.
        disabled={profile.google}
        hint={profile.google ? translateMessage(MSG.googleEmailLocked) : undefined}
        registration={form.register('email_address')}
        error={errors.email_address?.message}
      />
      <TextField
        label={t('role')}
        hint={t('roleHint')}
        registration={form.register('role')}
        error={errors.role?.message}
      />
      <div className="profile-phone">
        <TextField
          className="profile-country-code"
          label={t('countryCode')}
          inputMode="tel"
          autoComplete="tel-country-code"
          registration={form.register('country_code')}
          error={errors.country_code?.message}
        />
        <TextField
          label={t('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          registration={form.register('mobile_number')}
          error={errors.mobile_number?.message}
        />
      </div>
      <CountedTextArea
        label={t('bio')}
        counter={t('counter', { count: bioLength, max: BIO_MAX })}
        rows={4}
        registration={form.register('bio')}
        length={bioLength}
        max={BIO_MAX}
        error={errors.bio?.message}
      />
      <button type="submit" className="button-solid">
        {t('save')}
      </button>
    </form>
  );
}
