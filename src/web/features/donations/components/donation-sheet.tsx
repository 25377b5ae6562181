import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DONATION } from '#shared/constants.ts';
import type { DonateFormState, DonateTarget } from '#shared/public-pages.ts';
import type { DonationRequest } from '#shared/schemas/donation.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { PhoneField } from '#web/components/form/phone-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import type { StartResult } from '../api/start-donation.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import {
  buttonAmount,
  SHEET_FIELDS,
  sheetDefaults,
  sheetSchema,
  type Prefill,
  type SheetValues,
} from '../sheet-values.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { AmountField } from './amount-field.tsx';
import { TestPaymentLabel } from './test-payment-label.tsx';
import { PaybillLine } from '#web/components/paybill/paybill-line.tsx';
import { formatKes, toMinor } from '#shared/kes.ts';

type Failure = Extract<StartResult, { kind: 'failed' }>;

export interface SheetProps {
  fundraiser: DonateTarget;
  /** Payments go to the Daraja simulator: say 'Test payment'. */
  testPayments?: boolean;
  /** As the server drew it: the values, messages and attempt key of a posted plain form. */
  initial?: DonateFormState;
  /** A signed-in donor's details, read on this device after the page has loaded. */
  loadPrefill?: () => Prefill | undefined;
  /** Starts the payment (the caller sends it and follows it). */
  onDonate: (request: DonationRequest) => Promise<StartResult>;
  /** Bumped by 'Change number': the sheet shows again with the phone number focused. */
  changeNumber?: number;
}

/**
 * The donation sheet. Without JavaScript it is a plain form posted to /f/{code}/donate (the server
 * answers with the donation's page, or draws the sheet again with its messages); once hydrated it
 * is checked with the shared schema and sent to the API, and nothing typed is lost on an error.
 */
export function DonationSheet({ fundraiser, testPayments, initial, loadPrefill, onDonate, changeNumber }: SheetProps) {
  const { t } = useDonateTranslation();
  const hydrated = useHydrated();
  const checkId = useId();
  const updatesId = useId();
  // A failed Donate says so right above the button the donor just pressed, and takes the focus
  // (D-167); the message of a posted plain form shows at the top, where its page opens.
  const [failure, setFailure] = useState<string>();
  const pledge = initial?.pledge;
  const [defaults] = useState(() => sheetDefaults(fundraiser.short_code, initial?.values));
  const form = useZodForm<typeof sheetSchema, SheetValues>(sheetSchema, { defaultValues: defaults });
  const { errors, isSubmitting, submitCount } = form.formState;
  const [preset, other, words = '', email = ''] = useWatch({
    control: form.control,
    name: ['preset', 'amount', 'message', 'email'],
  });
  // Drawn on the server (the plain form offers it); once the page runs, only with an e-mail.
  const offerUpdates = !hydrated || email.trim() !== '';

  // The server's messages for a posted form show until the donor sends it again.
  const errorOf = (field: (typeof SHEET_FIELDS)[number]) =>
    errors[field]?.message ?? (submitCount === 0 ? initial?.errors?.[field]?.[0] : undefined);

  // A signed-in donor's name, number and e-mail, where the fields are still empty.
  useEffect(() => {
    const prefill = loadPrefill?.();
    if (!prefill) return;
    for (const field of ['display_name', 'phone', 'email'] as const) {
      const value = prefill[field];
      if (value && !form.getValues(field)) form.setValue(field, value);
    }
  }, [form, loadPrefill]);

  useEffect(() => {
    if (changeNumber) form.setFocus('phone', { shouldSelect: true });
  }, [changeNumber, form]);

  const onSubmit = form.handleSubmit(async (request) => {
    setFailure(undefined);
    // A pledge's Pay now (D-241): the payment counts toward the pledge its link named.
    const result = await onDonate(pledge ? { ...request, pledge_id: pledge.id, pledge_token: pledge.token } : request);
    if (result.kind === 'started') return;
    applyServerErrors(result.fieldErrors, form.setError, SHEET_FIELDS);
    // A field's message shows next to its field, which takes the focus; repeat nothing above Donate.
    const wrong = SHEET_FIELDS.find((field) => result.fieldErrors?.[field]?.length);
    if (wrong) form.setFocus(wrong);
    else setFailure(failureText(result));
  });

  const failureText = (result: Failure) => {
    if (result.reason === 'offline') return t('offline');
    return result.message ?? t('failed');
  };

  const kes = hydrated ? buttonAmount(preset, other) : undefined;
  const path = `/f/${encodeURIComponent(fundraiser.short_code)}/donate`;
  const optional = (
    <>
      <TextField
        label={t('name')}
        autoComplete="name"
        hint={t('nameHint')}
        defaultValue={defaults.display_name}
        registration={form.register('display_name')}
        error={errorOf('display_name')}
      />
      <div className="field field-check">
        <input
          id={checkId}
          type="checkbox"
          {...fieldAria(checkId, { hint: true })}
          defaultChecked={defaults.anonymous}
          {...form.register('anonymous')}
        />
        <label htmlFor={checkId}>{t('anonymous')}</label>
        <FieldHint of={checkId} className="field-hint donate-check-hint">
          {t('anonymousHint')}
        </FieldHint>
      </div>
      <CountedTextArea
        label={t('message')}
        counter={t('counter', { count: words.length, max: DONATION.messageMax })}
        rows={3}
        registration={form.register('message')}
        defaultValue={defaults.message}
        length={words.length}
        max={DONATION.messageMax}
        error={errorOf('message')}
      />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        hint={t('emailHint')}
        defaultValue={defaults.email}
        registration={form.register('email')}
        error={errorOf('email')}
      />
      {offerUpdates && (
        <div className="field field-check">
          {/* Posted before the box: an unticked box sends nothing, so the plain form would not say no. */}
          <input type="hidden" name="updates" value="off" />
          <input id={updatesId} type="checkbox" defaultChecked={defaults.updates} {...form.register('updates')} />
          <label htmlFor={updatesId}>{t('updates')}</label>
        </div>
      )}
    </>
  );
  const pay = (
    <>
      <p className="muted donate-no-account">{t('noAccount')}</p>
      <FormError message={failure} focus />
      <button type="submit" className="button-solid button-block donate-submit" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : kes ? t('donateAmount', { amount: formatKes(toMinor(kes)) }) : t('donate')}
      </button>
      {/* No STK prompt, or another phone: the paybill works from any M-Pesa line (D-215); a
            pledge's own account credits the pledge (D-232). */}
      {fundraiser.live && fundraiser.paybill && (
        <PaybillLine
          paybill={fundraiser.paybill}
          account={pledge?.owed?.account ?? fundraiser.account ?? fundraiser.short_code}
          hint
        />
      )}
    </>
  );
  return (
    <form
      className="donate-sheet"
      method="post"
      action={path}
      noValidate
      aria-busy={isSubmitting || undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      {testPayments && <TestPaymentLabel />}
      <FormError message={submitCount === 0 ? initial?.message : undefined} />
      {/* The fields' values are in the HTML too (defaultValue): a server-drawn form must post them. */}
      <input type="hidden" name="short_code" value={fundraiser.short_code} />
      <input type="hidden" name="attempt" value={initial?.attempt ?? ''} />
      {pledge && (
        <>
          <input type="hidden" name="pledge_id" value={pledge.id} />
          <input type="hidden" name="pledge_token" value={pledge.token} />
          <p className="donate-pledge-lead">
            {pledge.owed && (
              <span>
                {t('pledgeLead', {
                  amount: formatKes(toMinor(pledge.owed.amount)),
                  remaining: formatKes(toMinor(pledge.owed.remaining)),
                })}
              </span>
            )}{' '}
            <span className="donate-pledge-note">{t('pledgeNote')}</span>
          </p>
        </>
      )}
      {fundraiser.currency !== 'KES' && (
        <p className="donate-currency">{t('inKes', { currency: fundraiser.currency })}</p>
      )}
      <AmountField
        preset={form.register('preset', { onChange: () => form.setValue('amount', '') })}
        other={form.register('amount', { onChange: () => form.setValue('preset', '') })}
        defaults={defaults}
        error={errorOf('amount')}
        presets={!pledge}
      />
      <PhoneField
        label={t('phone')}
        hint={t('phoneHint')}
        defaultValue={defaults.phone}
        registration={form.register('phone')}
        error={errorOf('phone')}
      />
      {/* A pledge's payment leads with the pledge and its Pay button, in the first screen of a
          phone; the pledge already holds the name, so what is optional follows the button. */}
      {pledge ? (
        <>
          {pay}
          {optional}
        </>
      ) : (
        <>
          {optional}
          {pay}
        </>
      )}
    </form>
  );
}
