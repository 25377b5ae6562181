import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  PLEDGE_REMINDER_LIMITS as LIMITS,
  REMINDER_MSG,
  pledgeReminderSettingsSchema,
  type PledgeReminderSettings,
} from '#shared/schemas/pledge-reminders.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { failureOf } from '#web/lib/failure.ts';
import { useOwnerView } from '#web/lib/owner-data.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { pledgeKeys, reminderSettingsQuery, saveReminderSettings } from '../../api/owner-pledges.ts';
import { usePledgesTranslation } from '../../use-pledges-translation.ts';

const NUMBERS = ['days_before', 'every_days', 'max_after'] as const;
const LIMIT_OF = { days_before: LIMITS.daysBefore, every_days: LIMITS.everyDays, max_after: LIMITS.maxAfter };
const LABEL_OF = {
  days_before: 'owner.daysBefore',
  every_days: 'owner.everyDays',
  max_after: 'owner.maxAfter',
} as const;

/**
 * The reminder schedule (D-235): the owner sets it within the limits; a treasurer reads it. Checked
 * with the shared schema, its messages in the app's words; what was typed stays on a failed save.
 */
export function ReminderSettings({ shortCode, canEdit }: { shortCode: string; canEdit: boolean }) {
  const { t } = usePledgesTranslation();
  const query = useQuery(reminderSettingsQuery(shortCode));
  const { data } = useOwnerView(query);
  return (
    <section className="owner-pledge-settings" aria-labelledby="pledge-settings-title">
      <h2 id="pledge-settings-title">{t('owner.settingsTitle')}</h2>
      <p className="muted">{t('owner.settingsLead')}</p>
      {!data && !query.isError && <p role="status">{t('owner.settingsLoading')}</p>}
      {!data && query.isError && (
        <RetryPanel message={t('owner.settingsFailed')} retry={t('owner.retry')} onRetry={() => void query.refetch()} />
      )}
      {data && (
        // Mounted once with what was read: a save keeps what the owner typed, and its answer, on screen.
        <SettingsForm shortCode={shortCode} saved={data} canEdit={canEdit} />
      )}
    </section>
  );
}

function SettingsForm({
  shortCode,
  saved,
  canEdit,
}: {
  shortCode: string;
  saved: PledgeReminderSettings;
  canEdit: boolean;
}) {
  const { t } = usePledgesTranslation();
  const client = useQueryClient();
  const enabledId = useId();
  const form = useZodForm(pledgeReminderSettingsSchema, { defaultValues: saved });
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();
  const save = useMutation({
    mutationFn: (settings: PledgeReminderSettings) => saveReminderSettings(shortCode, settings),
    onSuccess: (reply) => {
      setSaid({ ok: true, text: REMINDER_MSG.saved });
      client.setQueryData(pledgeKeys.settings(shortCode), reply);
    },
    onError: (err) => {
      const failure = failureOf(err);
      applyServerErrors(failure.fieldErrors, form.setError, NUMBERS);
      setSaid({
        ok: false,
        text: failure.reason === 'offline' || !failure.message ? t('owner.saveFailed') : failure.message,
      });
    },
  });
  const { errors } = form.formState;
  return (
    <form
      className="owner-pledge-settings-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit((settings) => save.mutate(settings))(event)}
    >
      <fieldset disabled={!canEdit}>
        <div className="field field-check">
          <input id={enabledId} type="checkbox" {...form.register('enabled')} />
          <label htmlFor={enabledId}>{t('owner.enabled')}</label>
        </div>
        {NUMBERS.map((name) => (
          <TextField
            key={name}
            label={t(LABEL_OF[name])}
            type="number"
            inputMode="numeric"
            min={LIMIT_OF[name].min}
            max={LIMIT_OF[name].max}
            registration={form.register(name, { valueAsNumber: true })}
            error={errors[name]?.message}
          />
        ))}
      </fieldset>
      {canEdit && (
        <>
          {said && !said.ok && <FormError message={said.text} focus />}
          <button type="submit" className="button-solid" disabled={save.isPending}>
            {save.isPending ? t('owner.saving') : t('owner.save')}
          </button>
          {said?.ok && (
            <p className="muted" role="status">
              {translateMessage(said.text)}
            </p>
          )}
        </>
      )}
    </form>
  );
}
