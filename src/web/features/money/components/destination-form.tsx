import { useEffect, useState } from 'react';
import { receiptDate } from '#shared/receipt-date.ts';
import { useWatch } from 'react-hook-form';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';
import { setDestinationSchema } from '#shared/schemas/payout-destination.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FieldGroup } from '#web/components/form/field-frame.tsx';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useUnsavedInput } from '#web/components/form/use-unsaved-input.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import type { SetDestination } from '../api/destination.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';

type Values = { kind: 'mpesa' | 'paybill'; phone: string; paybill: string; account: string; current_password: string };
const FIELDS = ['kind', 'phone', 'paybill', 'account', 'current_password'] as const;

interface Props {
  id: string;
  /** How long payouts wait once a change is confirmed (the server's PAYOUT_COOLING_HOURS). */
  coolingHours: number;
  pending: boolean;
  /** The server's field messages of the last try, put back on the fields (what was typed stays). */
  fieldErrors?: FieldErrors;
  onSubmit: (input: SetDestination) => void;
  onCancel?: () => void;
}

/**
 * Where the money goes (D-203): an M-Pesa number, or a paybill and its account number (a hospital,
 * a school, a supplier paid directly), with the current password; a code by SMS follows.
 */
export function DestinationForm({ id, coolingHours, pending, fieldErrors, onSubmit, onCancel }: Props) {
  const { t } = useMoneyTranslation();
  // When the hold would end if the code were confirmed as the form opens: close enough to plan by.
  const [holdEnds] = useState(() => new Date(Date.now() + coolingHours * 3_600_000).toISOString());
  const form = useZodForm<typeof setDestinationSchema, Values>(setDestinationSchema, {
    defaultValues: { kind: 'mpesa', phone: '', paybill: '', account: '', current_password: '' },
  });
  const { errors, isDirty } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { setError, setFocus } = form;
  useUnsavedInput(isDirty);
  useEffect(() => setFocus('kind'), [setFocus]);
  useEffect(() => applyServerErrors(fieldErrors, setError, FIELDS), [fieldErrors, setError]);

  return (
    <form
      className="money-destination-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
    >
      <h4 id={`${id}-title`}>{t('destination.formTitle')}</h4>
      <FieldGroup id={`${id}-kind`} legend={t('destination.kind')} error={errors.kind?.message}>
        {(['mpesa', 'paybill'] as const).map((value) => (
          <div key={value} className="field-check">
            <input id={`${id}-${value}`} type="radio" value={value} {...form.register('kind')} />
            <label htmlFor={`${id}-${value}`}>{t(`destination.kinds.${value}`)}</label>
          </div>
        ))}
      </FieldGroup>
      {kind === 'mpesa' ? (
        <PhoneField
          label={t('destination.phone')}
          hint={t('destination.phoneHint')}
          autoComplete="off"
          registration={form.register('phone')}
          error={errors.phone?.message}
        />
      ) : (
        <div className="field-row">
          <TextField
            label={t('destination.paybill')}
            hint={t('destination.paybillHint')}
            inputMode="numeric"
            autoComplete="off"
            registration={form.register('paybill')}
            error={errors.paybill?.message}
          />
          <TextField
            label={t('destination.account')}
            hint={t('destination.accountHint')}
            autoComplete="off"
            registration={form.register('account')}
            error={errors.account?.message}
          />
        </div>
      )}
      <PasswordField
        label={t('destination.password')}
        hint={t('destination.passwordHint')}
        autoComplete="current-password"
        registration={form.register('current_password')}
        error={errors.current_password?.message}
      />
      {coolingHours > 0 && (
        <p className="money-wait">
          {t('destination.holdBefore', { hours: coolingHours, date: receiptDate(holdEnds) })}
        </p>
      )}
      <div className="money-actions">
        <button type="submit" className="button-solid" disabled={pending}>
          {pending ? t('code.sending') : t('destination.send')}
        </button>
        {onCancel && (
          <button type="button" className="button-outline" onClick={onCancel}>
            {t('destination.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
