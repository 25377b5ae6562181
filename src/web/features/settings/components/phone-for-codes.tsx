import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { smsCodeSchema, myPhoneSchema } from '#shared/schemas/phone.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useConfirmPhone, useSendPhoneCode, phoneQuery } from '#web/lib/my-phone.ts';
import { failureOf } from '#web/lib/failure.ts';
import { useSettingsTranslation } from '../use-settings-translation.ts';

/** 254712345678 → 0712 345 678 (the account's own number, shown to its owner). */
const readable = (msisdn: string) => `0${msisdn.slice(3, 6)} ${msisdn.slice(6, 9)} ${msisdn.slice(9)}`;

/** The words for a failed write: the field's own message goes on the field (applyServerErrors). */
function useFailureText() {
  const { t } = useSettingsTranslation();
  return (err: unknown) => {
    const failure = failureOf(err);
    if (failure.reason === 'offline') return { failure, text: t('offline') };
    if (failure.reason === 'rate-limited') return { failure, text: t('tooMany') };
    return { failure, text: failure.fieldErrors ? undefined : (failure.message ?? t('phoneFailed')) };
  };
}

/**
 * A phone number for codes (D-212): the number, "Send code", then the 6-digit code sent to it by
 * SMS. Both forms stay on the page, so nothing typed is lost and a new code is one press away.
 */
export function PhoneForCodes() {
  const { t } = useSettingsTranslation();
  const query = useQuery(phoneQuery());
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const failureText = useFailureText();
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; text: string; on: 'phone' | 'code' }>();
  const phoneForm = useZodForm(myPhoneSchema, { defaultValues: { phone: '', current_password: '' } });
  const codeForm = useZodForm(smsCodeSchema, { defaultValues: { code: '' } });
  const pending = query.data?.pending ?? null;

  // Once a code is on its way, the person's next step is typing it: take them there.
  useEffect(() => {
    if (pending) codeForm.setFocus('code');
  }, [pending, codeForm]);

  // A verified number gives way to another only with the password (D-249).
  const changing = query.data?.verified ?? false;

  const onSend = phoneForm.handleSubmit(async ({ phone, current_password }) => {
    setStatus(undefined);
    try {
      const reply = await send.mutateAsync({ phone, ...(changing && { current_password }) });
      codeForm.reset({ code: '' });
      phoneForm.resetField('current_password');
      setStatus({ kind: 'done', text: translateMessage(reply.message) ?? reply.message, on: 'phone' });
    } catch (err) {
      const { failure, text } = failureText(err);
      applyServerErrors(failure.fieldErrors, phoneForm.setError, ['phone', 'current_password']);
      if (text) setStatus({ kind: 'error', text, on: 'phone' });
    }
  });

  const onConfirm = codeForm.handleSubmit(async ({ code }) => {
    setStatus(undefined);
    try {
      const reply = await confirm.mutateAsync(code);
      phoneForm.reset({ phone: '' });
      setStatus({ kind: 'done', text: translateMessage(reply.message) ?? reply.message, on: 'code' });
    } catch (err) {
      const { failure, text } = failureText(err);
      applyServerErrors(failure.fieldErrors, codeForm.setError, ['code']);
      if (text) setStatus({ kind: 'error', text, on: 'code' });
    }
  });

  const message = (on: 'phone' | 'code') =>
    status?.on !== on ? null : status.kind === 'done' ? (
      <p className="form-message settings-saved" role="status">
        {status.text}
      </p>
    ) : (
      <FormError message={status.text} />
    );

  return (
    <section className="settings-card" aria-labelledby="settings-phone">
      <h2 id="settings-phone">{t('phoneTitle')}</h2>
      <p>{t('phoneLead')}</p>
      {query.data?.phone && (
        <p className="settings-phone-current">
          {t(query.data.verified ? 'phoneVerified' : 'phoneUnverified', { phone: readable(query.data.phone) })}
        </p>
      )}
      <form noValidate onSubmit={(e) => void onSend(e)} aria-label={t('phoneTitle')}>
        <PhoneField
          label={t('phoneLabel')}
          hint={t('phoneHint')}
          registration={phoneForm.register('phone')}
          error={phoneForm.formState.errors.phone?.message}
        />
        {changing && (
          <PasswordField
            label={t('phonePassword')}
            hint={t('phonePasswordHint')}
            autoComplete="current-password"
            registration={phoneForm.register('current_password')}
            error={phoneForm.formState.errors.current_password?.message}
          />
        )}
        {message('phone')}
        <button type="submit" className={pending ? 'button-outline' : 'button-solid'} disabled={send.isPending}>
          {send.isPending ? t('sending') : pending ? t('sendNewCode') : t('sendCode')}
        </button>
      </form>
      {pending && (
        <form
          noValidate
          onSubmit={(e) => void onConfirm(e)}
          aria-label={t('codeLabel')}
          className="settings-phone-code"
        >
          <TextField
            label={t('codeLabel')}
            hint={t('codeHint', { phone: readable(pending) })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            registration={codeForm.register('code')}
            error={codeForm.formState.errors.code?.message}
          />
          {message('code')}
          <button type="submit" className="button-solid" disabled={confirm.isPending}>
            {confirm.isPending ? t('confirming') : t('confirmCode')}
          </button>
        </form>
      )}
      {!pending && message('code')}
    </section>
  );
}
