import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useProfileTranslation } from './use-profile-translation.ts';

/** What every profile form has, by the API's field names (the real page and the demo alike). */
interface PersonFields extends FieldValues {
  firstname: string;
  lastname: string;
  email_address: string;
  country_code?: string | null;
  mobile_number?: string | null;
  bio?: string | null;
}

interface Props<T extends PersonFields> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

const messageOf = <T extends PersonFields>(errors: FieldErrors<T>, name: keyof PersonFields) =>
  errors[name]?.message as string | undefined;

/** First and last name, then the e-mail (locked for Google accounts, spec §5). */
export function NameAndEmailFields<T extends PersonFields>({
  register,
  errors,
  google,
}: Props<T> & { google: boolean }) {
  const { t } = useProfileTranslation();
  return (
    <>
      <div className="field-row">
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          registration={register('firstname' as Path<T>)}
          error={messageOf(errors, 'firstname')}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          registration={register('lastname' as Path<T>)}
          error={messageOf(errors, 'lastname')}
        />
      </div>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        // Spec §5: a Google account keeps the e-mail Google vouches for.
        disabled={google}
        hint={google ? translateMessage(MSG.googleEmailLocked) : undefined}
        registration={register('email_address' as Path<T>)}
        error={messageOf(errors, 'email_address')}
      />
    </>
  );
}

/** The mobile number with its country code, then the bio with its live 200-character counter. */
export function PhoneAndBioFields<T extends PersonFields>({
  register,
  errors,
  bioLength,
}: Props<T> & { bioLength: number }) {
  const { t } = useProfileTranslation();
  return (
    <>
      <div className="profile-phone">
        <TextField
          className="profile-country-code"
          label={t('countryCode')}
          inputMode="tel"
          autoComplete="tel-country-code"
          registration={register('country_code' as Path<T>)}
          error={messageOf(errors, 'country_code')}
        />
        <TextField
          label={t('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          registration={register('mobile_number' as Path<T>)}
          error={messageOf(errors, 'mobile_number')}
        />
      </div>
      <CountedTextArea
        label={t('bio')}
        counter={t('counter', { count: bioLength, max: LIMITS.bioMax })}
        rows={4}
        registration={register('bio' as Path<T>)}
        length={bioLength}
        max={LIMITS.bioMax}
        error={messageOf(errors, 'bio')}
      />
    </>
  );
}

interface NewPassword extends FieldValues {
  new_password: string;
  password_confirm: string;
}

/** The new password and its confirmation, each with show/hide (Account Settings, spec §2). */
export function NewPasswordFields<T extends NewPassword>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useProfileTranslation();
  return (
    <>
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        registration={register('new_password' as Path<T>)}
        error={errors.new_password?.message as string | undefined}
      />
      <PasswordField
        label={t('confirmPassword')}
        autoComplete="new-password"
        registration={register('password_confirm' as Path<T>)}
        error={errors.password_confirm?.message as string | undefined}
      />
    </>
  );
}
