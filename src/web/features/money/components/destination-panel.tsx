import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Destination } from '#shared/schemas/payout-destination.schema.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { useOwnerView } from '#web/lib/owner-data.ts';
import { destinationQuery, useConfirmDestination, useSetDestination, type SetDestination } from '../api/destination.ts';
import { failureOf } from '#web/lib/failure.ts';
import { maskedPhone } from '../format.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { DestinationForm } from './destination-form.tsx';
import { OutcomeNote, useOutcomeOf, type Outcome } from './outcome-note.tsx';
import { SmsCodeForm } from '#web/components/form/sms-code-form.tsx';

/** A destination in words, the number masked (it is read on screens others may see). */
function useSpoken() {
  const { t } = useMoneyTranslation();
  return (d: Destination) =>
    d.kind === 'mpesa'
      ? t('destination.toMpesa', { phone: maskedPhone(d.phone) })
      : t('destination.toPaybill', { paybill: d.paybill, account: d.account });
}

/**
 * Where the money goes (D-203): the destination, when payouts may start after a change, and for the
 * owner the change itself (password, then the code sent by SMS).
 */
export function DestinationPanel({ shortCode, canChange }: { shortCode: string; canChange: boolean }) {
  const { t } = useMoneyTranslation();
  const spoken = useSpoken();
  const outcomeOf = useOutcomeOf();
  const query = useQuery(destinationQuery(shortCode));
  const { data } = useOwnerView(query);
  const set = useSetDestination(shortCode);
  const confirm = useConfirmDestination(shortCode);
  const [editing, setEditing] = useState(false);
  // "Payouts from…" is said only while that time is ahead; the screen's opening is close enough.
  const [openedAt] = useState(Date.now);
  const [outcome, setOutcome] = useState<Outcome>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();
  const noteRef = useRef<HTMLDivElement>(null);
  const id = `destination-${shortCode}`;

  // The change is confirmed: the focus goes to what was said, the code's form being gone.
  const [confirmed, setConfirmed] = useState(0);
  useEffect(() => {
    if (confirmed) noteRef.current?.focus();
  }, [confirmed]);

  const send = async (input: SetDestination) => {
    setOutcome(undefined);
    setFieldErrors(undefined);
    try {
      const reply = await set.mutateAsync(input);
      setEditing(false);
      setOutcome({ kind: 'done', text: reply.message ?? '' });
    } catch (err) {
      const failure = failureOf(err);
      setFieldErrors(failure.fieldErrors);
      setOutcome(outcomeOf(failure));
    }
  };

  const confirmCode = async (code: string) => {
    setOutcome(undefined);
    setFieldErrors(undefined);
    try {
      const reply = await confirm.mutateAsync(code);
      setOutcome({ kind: 'done', text: reply.message ?? '' });
      setConfirmed((n) => n + 1);
    } catch (err) {
      const failure = failureOf(err);
      setFieldErrors(failure.fieldErrors);
      setOutcome(outcomeOf(failure));
    }
  };

  if (!data && query.isError)
    return <RetryPanel message={t('destination.failed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  if (!data) return <p role="status">{t('destination.loading')}</p>;
  const waitUntil = data.paid_from && Date.parse(data.paid_from) > openedAt ? data.paid_from : null;

  return (
    <section className="money-destination" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('destination.title')}</h3>
      <p>{data.destination ? spoken(data.destination) : t('destination.none')}</p>
      {waitUntil && <p className="money-wait">{t('destination.paidFrom', { date: receiptDate(waitUntil) })}</p>}
      <div ref={noteRef} tabIndex={-1}>
        <OutcomeNote outcome={outcome} />
      </div>
      {canChange && data.pending && !editing && (
        <div className="money-pending">
          <p>{t('destination.pending', { destination: spoken(data.pending) })}</p>
          <SmsCodeForm
            words={{ code: t('code.label'), confirm: t('code.confirm'), confirming: t('code.confirming') }}
            label={t('destination.codeFor')}
            hint={t('destination.codeHint')}
            pending={confirm.isPending}
            fieldErrors={fieldErrors}
            onSubmit={(code) => void confirmCode(code)}
          />
        </div>
      )}
      {canChange && editing && (
        <DestinationForm
          id={id}
          coolingHours={data.cooling_hours}
          pending={set.isPending}
          fieldErrors={fieldErrors}
          onSubmit={(input) => void send(input)}
          onCancel={() => setEditing(false)}
        />
      )}
      {canChange && !editing && (
        <button type="button" className="button-outline" onClick={() => setEditing(true)}>
          {data.destination ? t('destination.change') : t('destination.set')}
        </button>
      )}
    </section>
  );
}
