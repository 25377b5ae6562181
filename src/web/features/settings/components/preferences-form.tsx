import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG } from '#shared/messages.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '#shared/languages.ts';
import { updateSettingsSchema, type Settings } from '#shared/schemas/settings.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FieldError, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { useSaveSettings } from '../api/settings.ts';
import { failureOf } from '#web/lib/failure.ts';

const FIELDS = ['language', 'notification_emails'] as const;

interface PreferencesFormProps {
  settings: Settings;
  onSaved?: (settings: Settings) => void;
}

/** Language and notification e-mails: one small form, saved with one PATCH. */
export function PreferencesForm({ settings, onSaved }: PreferencesFormProps) {
  const { t } = useTranslation('settings');
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string }>();
  const save = useSaveSettings(onSaved);
  const form = useZodForm<typeof updateSettingsSchema, Settings>(updateSettingsSchema, {
    values: settings,
    // A refetch in the background (the tab regains focus) must not undo a choice not yet saved.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(undefined);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      setStatus({ kind: 'saved', text: translateMessage(MSG.settingsSaved)! });
    } catch (err) {
      const failure = failureOf(err);
      applyServerErrors(failure.fieldErrors, form.setError, FIELDS);
      const text =
        failure.reason === 'offline'
          ? t('offline')
          : failure.reason === 'rate-limited'
            ? t('tooMany')
            : t('saveFailed');
      setStatus({ kind: 'error', text: failure.message && failure.reason === 'failed' ? failure.message : text });
    }
  });

  return (
    <form className="settings-card" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="settings-prefs">
      <h2 id="settings-prefs">{t('preferences')}</h2>
      <fieldset className="settings-choices">
        <legend>{t('language')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className="settings-choice">
            <input type="radio" value={language} {...form.register('language')} />
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
          </label>
        ))}
        <FieldError of="settings-language" message={translateMessage(errors.language?.message)} />
      </fieldset>
      <div className="settings-switch">
        <input
          id="settings-notification-emails"
          type="checkbox"
          role="switch"
          {...fieldAria('settings-notification', { hint: true })}
          {...form.register('notification_emails')}
        />
        <label htmlFor="settings-notification-emails">{t('notificationEmails')}</label>
        <FieldHint of="settings-notification">{t('notificationEmailsHint')}</FieldHint>
        <FieldError of="settings-notification" message={translateMessage(errors.notification_emails?.message)} />
      </div>
      {status?.kind === 'saved' && (
        <p className="form-message settings-saved" role="status">
          {status.text}
        </p>
      )}
      <FormError message={status?.kind === 'error' ? status.text : undefined} />
      <button type="submit" className="button-solid" disabled={!isDirty || save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
