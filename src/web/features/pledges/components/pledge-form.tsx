import type { FormEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { PLEDGE_FIELDS } from '#shared/pledges/pledge-form.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { typedAmount, type PledgeFieldValues } from '../pledge-values.ts';
import { usePledgesTranslation } from '../use-pledges-translation.ts';
import { CheckField } from './check-field.tsx';
import { PlanFields } from './plan-fields.tsx';
import { formatKes, toMinor } from '#shared/kes.ts';

interface Props {
  form: UseFormReturn<PledgeFieldValues, unknown, unknown>;
  defaults: PledgeFieldValues;
  action: string;
  today: string;
  errorOf: (field: (typeof PLEDGE_FIELDS)[number]) => string | undefined;
  /** The server's message for a posted plain form, shown at the top where its page opens. */
  message?: string;
  /** Why the last send failed, shown above the button just pressed (and focused, D-167). */
  failure?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The pledge's details. A plain form posted to /f/{code}/pledge before the page has its script;
 * then checked with the shared schema and sent to the API. Every value is in the HTML too, so the
 * plain form posts what is shown.
 */
export function PledgeForm({ form, defaults, action, today, errorOf, message, failure, onSubmit }: Props) {
  const { t } = usePledgesTranslation();
  const { isSubmitting, submitCount } = form.formState;
  const amount = typedAmount(useWatch({ control: form.control, name: 'amount' }));
  return (
    <form
      className="pledge-form"
      method="post"
      action={action}
      noValidate
      aria-busy={isSubmitting || undefined}
      onSubmit={onSubmit}
    >
      <FormError message={submitCount === 0 ? message : undefined} />
      <TextField
        label={t('amount')}
        hint={t('amountHint')}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={defaults.amount}
        registration={form.register('amount')}
        error={errorOf('amount')}
      />
      <PlanFields form={form} defaults={defaults} today={today} errorOf={errorOf} />
      <PhoneField
        label={t('phone')}
        hint={t('phoneHint')}
        defaultValue={defaults.phone}
        registration={form.register('phone')}
        error={errorOf('phone')}
      />
      <TextField
        label={t('name')}
        autoComplete="name"
        hint={t('nameHint')}
        defaultValue={defaults.display_name}
        registration={form.register('display_name')}
        error={errorOf('display_name')}
      />
      <CheckField
        label={t('anonymous')}
        defaultChecked={defaults.anonymous}
        registration={form.register('anonymous')}
      />
      <CheckField
        label={t('public')}
        hint={t('publicHint')}
        defaultChecked={defaults.public}
        registration={form.register('public')}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        defaultValue={defaults.email}
        registration={form.register('email')}
        error={errorOf('email')}
      />
      <p className="muted">{t('noAccount')}</p>
      <FormError message={failure} focus />
      <button type="submit" className="button-solid button-block" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : amount ? t('submit', { amount: formatKes(toMinor(amount)) }) : t('submitPlain')}
      </button>
    </form>
  );
}
