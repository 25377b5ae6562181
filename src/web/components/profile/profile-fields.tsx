import type { UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useProfileTranslation } from './use-profile-translation.ts';

/**
 * What a profile form hands its fields, by the API's field names (the real page and the demo alike).
 * Typed by the names alone, so any react-hook-form form with these fields fits: its `register` and
 * its `formState.errors`.
 */
interface Props<K extends string> {
  register: (name: K) => UseFormRegisterReturn;
  errors: Partial<Record<K, { message?: string }>>;
}

type PersonField = 'firstname' | 'lastname' | 'email_address' | 'country_code' | 'mobile_number' | 'bio';

/** First and last name, then the e-mail (locked for Google accounts, spec §5). */
export function NameAndEmailFields({ register, errors, google }: Props<PersonField> & { google: boolean }) {
  const { t } = useProfileTranslation();
  return (
    <>
      <div className="field-row">
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          registration={register('firstname')}
          error={errors.firstname?.message}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          registration={register('lastname')}
          error={errors.lastname?.message}
        />
      </div>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        // Spec §5: a Google account keeps the e-mail Google vouches for.
        disabled={google}
        hint={google ? translateMessage(MSG.googleEmailLocked) : undefined}
        registration={register('email_address')}
        error={errors.email_address?.message}
      />
    </>
  );
}

/** The mobile number with its country code, then the bio with its live 200-character counter. */
export function PhoneAndBioFields({ register, errors, bioLength }: Props<PersonField> & { bioLength: number }) {
  const { t } = useProfileTranslation();
  return (
    <>
      <div className="profile-phone">
        <TextField
          className="profile-country-code"
          label={t('countryCode')}
          inputMode="tel"
          autoComplete="tel-country-code"
          registration={register('country_code')}
          error={errors.country_code?.message}
        />
        <PhoneField
          label={t('mobile')}
          autoComplete="tel-national"
          registration={register('mobile_number')}
          error={errors.mobile_number?.message}
        />
      </div>
      <CountedTextArea
        label={t('bio')}
        counter={t('counter', { count: bioLength, max: LIMITS.bioMax })}
        rows={4}
        registration={register('bio')}
        length={bioLength}
        max={LIMITS.bioMax}
        error={errors.bio?.message}
      />
    </>
  );
}

/** The new password and its confirmation, each with show/hide (Account Settings, spec §2). */
export function NewPasswordFields({ register, errors }: Props<'new_password' | 'password_confirm'>) {
  const { t } = useProfileTranslation();
  return (
    <>
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        registration={register('new_password')}
        error={errors.new_password?.message}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        registration={register('password_confirm')}
        error={errors.password_confirm?.message}
      />
    </>
  );
}
