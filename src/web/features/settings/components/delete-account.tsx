import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Provider } from '#shared/constants.ts';
import {
  deleteAccountFormSchema,
  DELETE_CONFIRM_WORD,
  type DeleteAccountFormValues,
} from '#shared/schemas/settings.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { signInWithProvider, type SocialProvider } from '#web/lib/firebase.ts';
import { deleteAccount } from '../api/settings.ts';
import { failureOf } from '#web/lib/failure.ts';

export interface DeleteAccountProps {
  provider: Provider;
  /** After the server has deleted the account: sign this device out and leave. */
  onDeleted: () => void | Promise<void>;
  /** A fresh sign-in with the account's provider, for an account without a password. */
  reauthenticate?: (provider: SocialProvider) => Promise<string>;
}

const freshIdToken = async (provider: SocialProvider) => (await signInWithProvider(provider)).idToken;

/** 'Delete my account': what happens, then a confirmation dialog that asks for proof and the word. */
export function DeleteAccount(props: DeleteAccountProps) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section className="settings-card settings-danger" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('deleteTitle')}</h2>
      <p>{t('deleteText')}</p>
      <button
        ref={opener}
        type="button"
        className="button-outline settings-danger-button"
        onClick={() => setOpen(true)}
      >
        {t('deleteOpen')}
      </button>
      {open && (
        <DeleteDialog
          {...props}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
        />
      )}
    </section>
  );
}

function DeleteDialog({
  provider,
  onDeleted,
  reauthenticate = freshIdToken,
  onClose,
}: DeleteAccountProps & { onClose: () => void }) {
  const { t } = useTranslation('settings');
  // An e-mail account proves itself with its password; a social one with a fresh sign-in, unless
  // the server says it has a password after all (one set later with "Forgot password").
  const [needsPassword, setNeedsPassword] = useState(provider === 'email');
  const [failure, setFailure] = useState<string>();
  const schema = useMemo(() => deleteAccountFormSchema(needsPassword), [needsPassword]);
  const form = useZodForm<typeof schema, DeleteAccountFormValues>(schema, {
    defaultValues: { confirm: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const first = useRef<HTMLInputElement | null>(null);
  const passwordField = form.register('password');
  const confirmField = form.register('confirm');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    let proof: { password: string } | { id_token: string };
    if (needsPassword) proof = { password: values.password };
    else {
      try {
        proof = { id_token: await reauthenticate(provider as SocialProvider) };
      } catch {
        setFailure(t('reauthFailed'));
        return;
      }
    }
    try {
      await deleteAccount({ confirm: values.confirm, ...proof });
    } catch (err) {
      const result = failureOf(err);
      if (!needsPassword && result.fieldErrors?.password) setNeedsPassword(true);
      applyServerErrors(result.fieldErrors, form.setError, ['password', 'confirm'] as const);
      const onFields = ['password', 'confirm'].some((f) => result.fieldErrors?.[f]?.length);
      if (!onFields) {
        const text = { offline: t('offline'), 'rate-limited': t('tooMany'), failed: undefined }[result.reason];
        setFailure(text ?? result.message ?? t('deleteFailed'));
      }
      return;
    }
    await onDeleted();
  });

  const providerName = provider === 'email' ? '' : t(`providers.${provider}`);
  return (
    <ModalDialog className="settings-dialog" labelledBy="settings-dialog-title" onClose={onClose} initialFocus={first}>
      <form className="settings-dialog-body" noValidate onSubmit={(e) => void onSubmit(e)}>
        <h2 id="settings-dialog-title">{t('dialogTitle')}</h2>
        <p>{t('dialogText')}</p>
        <FormError message={failure} />
        {needsPassword ? (
          <PasswordField
            label={t('password')}
            autoComplete="current-password"
            registration={{
              ...passwordField,
              ref: (el: HTMLInputElement | null) => {
                passwordField.ref(el);
                first.current = el;
              },
            }}
            error={errors.password?.message}
          />
        ) : (
          <p className="settings-note">{t('socialReauth', { provider: providerName })}</p>
        )}
        <TextField
          label={t('confirmLabel')}
          hint={t('confirmHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={DELETE_CONFIRM_WORD}
          registration={{
            ...confirmField,
            ref: (el: HTMLInputElement | null) => {
              confirmField.ref(el);
              if (!needsPassword) first.current = el;
            },
          }}
          error={errors.confirm?.message}
        />
        <div className="settings-dialog-actions">
          <button type="button" className="button-outline" data-dialog-close disabled={isSubmitting}>
            {t('cancel')}
          </button>
          <button type="submit" className="button-solid settings-danger-solid" disabled={isSubmitting}>
            {isSubmitting ? t('deleting') : t('confirmDelete')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
