import { useState } from 'react';
import { inviteTreasurerSchema } from '#shared/schemas/treasurer.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { useInviteTreasurer } from '../api/treasurers.ts';
import { failureOf } from '#web/lib/failure.ts';
import { useTreasurersTranslation } from '../use-treasurers-translation.ts';

/** The owner invites a treasurer by e-mail (D-205): the shared schema checks it, the server's field words come back. */
export function InviteTreasurerForm({ shortCode }: { shortCode: string }) {
  const { t, say } = useTreasurersTranslation();
  const invite = useInviteTreasurer(shortCode);
  const form = useZodForm(inviteTreasurerSchema, { defaultValues: { email_address: '' } });
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string }>();

  const onSubmit = form.handleSubmit(async ({ email_address }) => {
    setStatus(undefined);
    try {
      const reply = await invite.mutateAsync(email_address);
      form.reset({ email_address: '' });
      setStatus({ kind: 'done', text: say(reply.message) ?? reply.message });
    } catch (err) {
      const failure = failureOf(err);
      if (failure.reason === 'offline') return setStatus({ kind: 'error', text: t('offline') });
      if (failure.reason === 'rate-limited') return setStatus({ kind: 'error', text: t('tooMany') });
      applyServerErrors(failure.fieldErrors, form.setError, ['email_address']);
      if (!failure.fieldErrors?.email_address)
        setStatus({ kind: 'error', text: say(failure.message) ?? t('failedWrite') });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label={t('inviteTitle')} className="treasurer-invite">
      <TextField
        label={t('emailLabel')}
        hint={t('emailHint')}
        type="email"
        autoComplete="off"
        inputMode="email"
        registration={form.register('email_address')}
        error={say(form.formState.errors.email_address?.message)}
      />
      {status?.kind === 'done' && (
        <p className="form-message" role="status">
          {status.text}
        </p>
      )}
      {status?.kind === 'error' && <FormError message={status.text} />}
      <button type="submit" className="button-solid" disabled={invite.isPending}>
        {invite.isPending ? t('inviting') : t('invite')}
      </button>
    </form>
  );
}
