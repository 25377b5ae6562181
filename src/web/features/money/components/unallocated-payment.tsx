import { useId, useState, type FormEvent } from 'react';
import { receiptDate } from '#shared/receipt-date.ts';
import type { UnallocatedPayment as Payment } from '#shared/schemas/paybill.schema.ts';
import { FieldError, FieldHint, fieldAria } from '#web/components/form/field-frame.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { errorBody } from '#web/lib/api-client.ts';
import { usePaybillDecision } from '../api/paybill-review.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { formatKes } from '#shared/kes.ts';

/**
 * One paybill payment that matched no live fundraiser (D-213): what came in and the account the
 * payer typed, or, for one found only by a donor's code check, the fundraiser they named (D-245: a
 * claim to weigh, never proof); assign it to a fundraiser's code, or mark it for refund, each with
 * a reason.
 */
export function UnallocatedPayment({ payment, onDecided }: { payment: Payment; onDecided: (said: string) => void }) {
  const { t } = useMoneyTranslation();
  const decide = usePaybillDecision(payment);
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const id = useId();
  const failure = decide.error ? errorBody(decide.error) : null;
  const fieldErrors = failure?.errors ?? {};
  const receipt = payment.trans_id;

  const assign = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate(
      { kind: 'assign', short_code: code.trim(), reason },
      { onSuccess: () => onDecided(t('paybill.assigned', { receipt, code: code.trim() })) },
    );
  };
  const refund = () =>
    decide.mutate({ kind: 'refund', reason }, { onSuccess: () => onDecided(t('paybill.refunded', { receipt })) });

  return (
    <article className="money-review-item" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {t(payment.claimed && !payment.bill_ref_number ? 'paybill.itemByCode' : 'paybill.item', {
          amount: formatKes(payment.amount),
          payer: payment.payer || t('paybill.unnamed'),
          account: payment.bill_ref_number,
        })}
      </h3>
      <p className="muted">
        {t('paybill.received', { date: receiptDate(payment.received_at), receipt })}
        {payment.msisdn && ` · ${payment.msisdn}`}
      </p>
      {payment.claimed && (
        <p className="form-message form-warning">
          {t('paybill.claimed', { title: payment.claimed.title, code: payment.claimed.short_code })}
        </p>
      )}
      {payment.status === 'refund' ? (
        <p className="form-message form-warning">{t('paybill.refundMarked', { reason: payment.decision_reason })}</p>
      ) : (
        <form className="money-refuse" noValidate onSubmit={assign}>
          {failure && !failure.errors && <FormError message={failure.message ?? t('failed')} />}
          {/* The app's own fields (forms.css): a box 44 px tall, not the browser's bare input. */}
          <div className={`field${fieldErrors.short_code ? ' field-invalid' : ''}`}>
            <label htmlFor={`${id}-code`}>{t('paybill.code')}</label>
            <div className="field-box">
              <input
                id={`${id}-code`}
                value={code}
                maxLength={32}
                autoCapitalize="off"
                spellCheck={false}
                onChange={(e) => setCode(e.target.value)}
                {...fieldAria(`${id}-code`, { error: fieldErrors.short_code?.[0] })}
              />
            </div>
            <FieldError of={`${id}-code`} message={fieldErrors.short_code?.[0]} />
          </div>
          <div className={`field${fieldErrors.reason ? ' field-invalid' : ''}`}>
            <label htmlFor={`${id}-reason`}>{t('paybill.reason')}</label>
            <FieldHint of={`${id}-reason`}>{t('paybill.reasonHint')}</FieldHint>
            <div className="field-box">
              <textarea
                id={`${id}-reason`}
                value={reason}
                rows={2}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
                {...fieldAria(`${id}-reason`, { hint: true, error: fieldErrors.reason?.[0] })}
              />
            </div>
            <FieldError of={`${id}-reason`} message={fieldErrors.reason?.[0]} />
          </div>
          <div className="money-actions">
            <button type="submit" className="button-solid" disabled={decide.isPending}>
              {decide.isPending ? t('paybill.working') : t('paybill.assign')}
            </button>
            <button type="button" className="button-outline" disabled={decide.isPending} onClick={refund}>
              {t('paybill.refund')}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
