import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  WITHDRAWAL,
  withdrawalFormSchema,
  type WithdrawalFormInput,
  type WithdrawalRequest,
} from '#shared/schemas/withdrawal.schema.ts';
import { applyServerErrors } from '#web/components/form/apply-server-errors.ts';
import { CountedTextArea } from '#web/components/form/counted-text-area.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { useUnsavedInput } from '#web/components/form/use-unsaved-input.ts';
import { useZodForm } from '#web/components/form/use-zod-form.ts';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { clientConfig } from '#web/lib/config.ts';
import { failureOf } from '#web/lib/failure.ts';
import { requestWithdrawal } from '../api/withdrawals.ts';
import { typedKes } from '../format.ts';
import { formatKes, fromMinor, toMinor } from '#shared/kes.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { FeeSentence } from './fee-sentence.tsx';
import { OutcomeNote, useOutcomeOf, type Outcome } from './outcome-note.tsx';

/**
 * Withdraw (D-200): the amount in whole KES and its purpose, the fee shown as it is typed and again
 * before confirming; one Idempotency-Key per request tried (the same on a retry of it), the server's
 * field messages put back on the fields with what was typed kept.
 */
export function WithdrawForm({
  shortCode,
  onRequested,
  availableMinor,
}: {
  shortCode: string;
  onRequested: () => void;
  /** What may be withdrawn now (KES minor units): said beside the field, checked before confirming. */
  availableMinor?: number;
}) {
  const { t } = useMoneyTranslation();
  const outcomeOf = useOutcomeOf();
  const config = useQuery({ queryKey: ['config'], queryFn: clientConfig, staleTime: Infinity });
  const percent = config.data?.platform_fee_percent;
  const form = useZodForm<typeof withdrawalFormSchema, WithdrawalFormInput>(withdrawalFormSchema, {
    defaultValues: { amount: '', purpose: '' },
  });
  const { errors, isDirty } = form.formState;
  const amountKes = typedKes(useWatch({ control: form.control, name: 'amount' }));
  const purposeLength = useWatch({ control: form.control, name: 'purpose' })?.length ?? 0;
  const [checked, setChecked] = useState<WithdrawalRequest>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const attempt = useRef<{ request: string; key: string }>(undefined);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<'amount' | 'purpose'>(undefined);
  const { setFocus } = form;
  useUnsavedInput(isDirty);

  // Each step takes the person where they continue: the sentence to confirm, or the field to fix.
  useEffect(() => {
    if (checked) confirmHeading.current?.focus();
    else if (focusNext.current) setFocus(focusNext.current);
    focusNext.current = undefined;
  }, [checked, setFocus]);

  const backToFields = (field: 'amount' | 'purpose') => {
    focusNext.current = field;
    setChecked(undefined);
  };

  // Whole shillings only: a withdrawal is asked for in whole KES (D-200).
  const allKes = availableMinor === undefined ? undefined : Math.floor(fromMinor(availableMinor));
  const review = form.handleSubmit((values) => {
    setOutcome(undefined);
    // More than is available is said here, with the figure, not after Confirm (the server checks too).
    if (allKes !== undefined && values.amount > allKes) {
      form.setError('amount', { message: t('withdraw.overAvailable', { amount: formatKes(toMinor(allKes)) }) });
      return setFocus('amount');
    }
    setChecked(values);
  });
  const withdrawAll = () => {
    if (allKes === undefined) return;
    form.setValue('amount', String(allKes), { shouldDirty: true });
    form.clearErrors('amount');
    setFocus('purpose');
  };

  const confirm = async (request: WithdrawalRequest) => {
    const fingerprint = JSON.stringify(request);
    if (attempt.current?.request !== fingerprint) attempt.current = { request: fingerprint, key: crypto.randomUUID() };
    setSending(true);
    setOutcome(undefined);
    try {
      const reply = await requestWithdrawal(shortCode, request, attempt.current.key);
      attempt.current = undefined;
      form.reset({ amount: '', purpose: '' });
      setChecked(undefined);
      setOutcome({ kind: 'done', text: reply.message });
      onRequested();
    } catch (err) {
      const failure = failureOf(err);
      const onFields = Object.keys(failure.fieldErrors ?? {}).filter((f) => f === 'amount' || f === 'purpose');
      if (onFields.length === 0) return setOutcome(outcomeOf(failure));
      applyServerErrors(failure.fieldErrors, form.setError, ['amount', 'purpose']);
      backToFields(onFields[0] as 'amount' | 'purpose');
    } finally {
      setSending(false);
    }
  };

  if (config.isError)
    return <RetryPanel message={t('withdraw.configFailed')} retry={t('retry')} onRetry={() => void config.refetch()} />;

  return (
    <section className="money-withdraw" aria-labelledby={`withdraw-${shortCode}`}>
      <h3 id={`withdraw-${shortCode}`}>{t('withdraw.title')}</h3>
      {percent !== undefined && <p className="muted">{t('withdraw.lead', { percent })}</p>}
      <form noValidate hidden={!!checked} onSubmit={(e) => void review(e)} aria-labelledby={`withdraw-${shortCode}`}>
        <TextField
          label={t('withdraw.amount')}
          hint={t('withdraw.amountHint', { min: WITHDRAWAL.minSentKes })}
          inputMode="numeric"
          autoComplete="off"
          registration={form.register('amount')}
          error={errors.amount?.message}
        />
        {allKes !== undefined && (
          <p className="money-available">
            <span>{t('withdraw.available', { amount: formatKes(toMinor(allKes)) })}</span>{' '}
            {allKes >= WITHDRAWAL.minSentKes && (
              <button type="button" className="button-outline" onClick={withdrawAll}>
                {t('withdraw.all')}
              </button>
            )}
          </p>
        )}
        <div aria-live="polite">
          {amountKes !== undefined && percent !== undefined && <FeeSentence amountKes={amountKes} percent={percent} />}
        </div>
        <CountedTextArea
          label={t('withdraw.purpose')}
          counter={t('withdraw.counter', { count: purposeLength, max: WITHDRAWAL.purposeMax })}
          rows={2}
          registration={form.register('purpose')}
          length={purposeLength}
          max={WITHDRAWAL.purposeMax}
          error={errors.purpose?.message}
        />
        <button type="submit" className="button-solid" disabled={percent === undefined}>
          {percent === undefined ? t('withdraw.feeLoading') : t('withdraw.review')}
        </button>
      </form>
      {checked && percent !== undefined && (
        <div className="money-confirm">
          <h4 ref={confirmHeading} tabIndex={-1}>
            {t('withdraw.confirmTitle')}
          </h4>
          <FeeSentence amountKes={checked.amount} percent={percent} />
          <p>{t('withdraw.confirmPurpose', { purpose: checked.purpose })}</p>
          <p className="muted">{t('withdraw.confirmNext')}</p>
          <div className="money-actions">
            <button type="button" className="button-solid" disabled={sending} onClick={() => void confirm(checked)}>
              {sending ? t('withdraw.sending') : t('withdraw.confirm')}
            </button>
            <button type="button" className="button-outline" disabled={sending} onClick={() => backToFields('amount')}>
              {t('withdraw.change')}
            </button>
          </div>
        </div>
      )}
      <OutcomeNote outcome={outcome} />
    </section>
  );
}
