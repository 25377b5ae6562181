import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { User } from '#shared/schemas/auth.schema.ts';
import { profileFormSchema, type ProfileFormInput } from '#shared/schemas/profile.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useUnsavedInput } from '#web/components/form/use-unsaved-input.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { NameAndEmailFields, PhoneAndBioFields } from '#web/components/profile/profile-fields.tsx';
import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { errorBody } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { updateProfile, type ProfileChanges } from '../api/profile-api.ts';
import { EmailCodeStep } from './email-code-step.tsx';

const FIELDS = [
  'firstname',
  'lastname',
  'email_address',
  'country_code',
  'mobile_number',
  'bio',
  'current_password',
] as const;

const valuesOf = (user: User): ProfileFormInput => ({
  firstname: user.firstname,
  lastname: user.lastname,
  email_address: user.email_address,
  country_code: user.country_code ?? '+254',
  mobile_number: user.mobile_number ?? '',
  bio: user.bio ?? '',
  current_password: '',
});

interface Props {
  user: User;
  onUser: (user: User) => void;
}

/**
 * The Profile tab: names, e-mail, mobile number with its country code and bio, saved with PATCH
 * /users/me/. A new e-mail takes the current password, then the code sent to the new address;
 * a Google account keeps its e-mail (spec §5). What was typed stays on any failure.
 */
export function ProfileForm({ user, onUser }: Props) {
  const { t } = useProfileTranslation();
  const google = user.provider === 'google';
  const [formError, setFormError] = useState<string>();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useZodForm<ReturnType<typeof profileFormSchema>, ProfileFormInput>(
    profileFormSchema(user.email_address),
    { defaultValues: valuesOf(user) },
  );
  const { errors, isSubmitting, isDirty } = form.formState;
  useUnsavedInput(isDirty);
  const [bio, email] = useWatch({ control: form.control, name: ['bio', 'email_address'] });
  const emailChanging = !google && (email ?? '').trim().toLowerCase() !== user.email_address.toLowerCase();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const changes: ProfileChanges = {
      firstname: values.firstname,
      lastname: values.lastname,
      country_code: values.country_code ?? null,
      mobile_number: values.mobile_number ?? null,
      bio: values.bio ?? null,
    };
    if (emailChanging) {
      changes.email_address = values.email_address;
      changes.current_password = values.current_password;
    }
    try {
      const reply = await updateProfile(changes);
      onUser(reply.data.user);
      const pending = reply.data.pending_email_address;
      // Saved: the form starts again from what the server holds; a new address waits for its code.
      form.reset({ ...valuesOf(reply.data.user), ...(pending && { email_address: pending }) });
      if (pending) setPendingEmail(pending);
      toast('success', translateMessage(reply.message) ?? reply.message);
    } catch (err) {
      const body = errorBody(err);
      applyServerErrors(body.errors, form.setError, FIELDS);
      const onField = Object.keys(body.errors ?? {}).some((f) => (FIELDS as readonly string[]).includes(f));
      if (!onField) setFormError(body.message ?? t('saveFailed'));
    }
  });

  if (pendingEmail) {
    return (
      <EmailCodeStep
        newEmail={pendingEmail}
        currentEmail={user.email_address}
        onUser={onUser}
        onDone={(next) => {
          setPendingEmail(null);
          form.reset(valuesOf(next ?? user));
        }}
      />
    );
  }

  return (
    <form className="profile-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormError message={formError} />
      <NameAndEmailFields register={form.register} errors={errors} google={google} />
      {emailChanging && (
        <PasswordField
          label={t('currentPassword')}
          autoComplete="current-password"
          hint={t('currentPasswordHint')}
          registration={form.register('current_password')}
          error={errors.current_password?.message}
        />
      )}
      <PhoneAndBioFields register={form.register} errors={errors} bioLength={bio?.length ?? 0} />
      <button type="submit" className="button-solid" disabled={isSubmitting}>
        {isSubmitting ? t('saving') : t('save')}
      </button>
    </form>
  );
}
