import { useId, useState, type FormEvent } from 'react';
import { API } from '#shared/api-paths.ts';
import type { Donation } from '#shared/schemas/donation.schema.ts';
import { REFUNDS, refundRequestReplySchema } from '#shared/schemas/refund.schema.ts';
import { formatMoney } from '#shared/money.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { errorBody, plain } from '#web/lib/api-client.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { refundFormPath } from '#shared/public-pages.ts';
import { FieldError, fieldAria } from '#web/components/form/field-frame.tsx';
import { useDonateTranslation } from '../use-donate-translation.ts';

type Refund = NonNullable<Donation['refund']>;

/**
 * A paid gift's way back, on its receipt (D-256): where a refund stands, or 'Ask for my money back'
 * with a reason. Within a day of the gift it goes back at once; afterwards the organiser or the
 * treasurers decide, and a refusal's reason is shown here. What was typed stays when sending fails.
 * Before the page's script runs the form posts to the server, which answers with this page again
 * (`drawn`: its refusal, and what was typed).
 */
export function RefundPanel({ donation, drawn }: { donation: Donation; drawn?: { reason: string; message: string } }) {
  const { t } = useDonateTranslation();
  const [refund, setRefund] = useState<Refund | undefined>(donation.refund);
  const [reason, setReason] = useState(drawn?.reason ?? '');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ field?: string; form?: string } | null>(
    drawn ? { form: translateMessage(drawn.message) } : null,
  );
  const id = useId();
  if (!refund || donation.status !== 'succeeded') return null;

  const amount = (value: number | null) => formatMoney(value ?? donation.amount, 'KES');
  const said = refund.status
    ? t(`refund.status.${refund.status}`, { amount: amount(refund.amount) })
    : refund.request === 'open'
      ? t('refund.open')
      : refund.request === 'rejected'
        ? t('refund.rejected', { reason: refund.decision_reason ?? '' })
        : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      const reply = refundRequestReplySchema.parse(
        await plain(API.refundRequest(donation.id), { method: 'POST', body: { reason }, retry: 0 }),
      );
      const request = reply.data.status;
      setRefund({ ...refund, request, status: request === 'approved' ? 'pending' : refund.status });
    } catch (err) {
      const body = errorBody(err);
      const field = body?.errors?.reason?.[0];
      setFailure(field ? { field } : { form: translateMessage(body?.message) ?? t('refund.failed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="refund-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('refund.title')}</h2>
      {said ? (
        <p role="status">{said}</p>
      ) : (
        <details open={drawn !== undefined}>
          <summary>{t('refund.ask')}</summary>
          <p className="muted">
            {refund.at_once_until
              ? t('refund.purposeRule', { date: receiptDate(refund.at_once_until) })
              : t('refund.rule', { hours: REFUNDS.atOnceHours })}
          </p>
          <form method="post" action={refundFormPath(donation.id)} onSubmit={submit} noValidate>
            <label htmlFor={`${id}-reason`}>{t('refund.reason')}</label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              value={reason}
              rows={3}
              maxLength={REFUNDS.reasonMax}
              onChange={(e) => setReason(e.target.value)}
              {...fieldAria(`${id}-reason`, { error: failure?.field })}
            />
            <FieldError of={`${id}-reason`} message={failure?.field && translateMessage(failure.field)} />
            {failure?.form && (
              <p role="alert" className="form-error">
                {failure.form}
              </p>
            )}
            <button type="submit" className="button-outline" disabled={sending}>
              {sending ? t('refund.sending') : t('refund.submit')}
            </button>
          </form>
        </details>
      )}
    </section>
  );
}
