import type { OwnerPledge } from '#shared/pledges/pledge.schema.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { calendarDate } from '../../format.ts';
import { usePledgesTranslation } from '../../use-pledges-translation.ts';
import { RemindButton } from './remind-button.tsx';
import { formatKes, toMinor } from '#shared/kes.ts';

const REMINDABLE = new Set<OwnerPledge['status']>(['open', 'partly_paid', 'overdue']);

/**
 * One pledge for the committee (D-233, D-241): who (or Anonymous) and their masked phone, where it
 * stands, what is paid and still due, its dates, the paybill account that pays it, each payment
 * counted toward it, the reminders sent, and 'Send a reminder now'.
 */
export function OwnerPledgeCard({ pledge, shortCode }: { pledge: OwnerPledge; shortCode: string }) {
  const { t } = usePledgesTranslation();
  const titleId = `owner-pledge-${pledge.id}`;
  const reminders = pledge.reminders ?? [];
  return (
    <article className="owner-pledge" aria-labelledby={titleId}>
      <h2 id={titleId}>
        {t('owner.number', { number: pledge.number })}: {pledge.display_name ?? t('owner.anonymous')}
      </h2>
      <p>
        <span className={`badge pledge-status is-${pledge.status}`}>{t(`status.${pledge.status}`)}</span>{' '}
        <span className="muted">{t(pledge.public ? 'owner.publicMark' : 'owner.privateMark')}</span>
      </p>
      <p>
        <strong>
          {t('owner.amountLine', { paid: formatKes(toMinor(pledge.paid)), amount: formatKes(toMinor(pledge.amount)) })}
        </strong>
        {pledge.remaining > 0 && pledge.status !== 'released' && (
          <>
            {' · '}
            {t('owner.remainingLine', { amount: formatKes(toMinor(pledge.remaining)) })}
          </>
        )}
        {pledge.overdue_amount > 0 && (
          <>
            {' · '}
            <span className="owner-pledge-overdue">
              {t('owner.overdueLine', { amount: formatKes(toMinor(pledge.overdue_amount)) })}
            </span>
          </>
        )}
      </p>
      <p className="muted">
        {pledge.instalments > 1 && pledge.period
          ? t(`owner.plan_${pledge.period}`, { count: pledge.instalments, date: calendarDate(pledge.due_date) })
          : t('owner.due', { date: calendarDate(pledge.due_date) })}
        {' · '}
        {t('owner.reference', { reference: pledge.reference })}
        {' · '}
        {t('owner.phone', { phone: pledge.phone })}
      </p>
      <h3>{t('owner.paymentsTitle')}</h3>
      {pledge.payments.length === 0 ? (
        <p className="muted">{t('owner.noPayments')}</p>
      ) : (
        <ul className="owner-pledge-lines">
          {pledge.payments.map((p) => {
            const values = {
              applied: formatKes(toMinor(p.applied)),
              amount: formatKes(toMinor(p.donation_amount)),
              date: receiptDate(p.paid_at),
              via: t(`owner.via.${p.via}`),
            };
            return (
              <li key={p.reference}>
                {p.applied < p.donation_amount ? t('owner.paymentOf', values) : t('owner.payment', values)}
                {p.mpesa_receipt && (
                  <span className="muted"> · {t('owner.receipt', { receipt: p.mpesa_receipt })}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t('owner.remindersTitle')}</h3>
      {pledge.reminders_sent === 0 && reminders.length === 0 ? (
        <p className="muted">{t('owner.noReminders')}</p>
      ) : (
        <p className="muted">
          {t('owner.remindersSent', { count: Math.max(pledge.reminders_sent, reminders.length) })}
          {pledge.last_reminded_at && <> · {t('owner.lastReminded', { date: receiptDate(pledge.last_reminded_at) })}</>}
        </p>
      )}
      {reminders.length > 0 && (
        <ul className="owner-pledge-lines">
          {reminders.map((r) => (
            <li key={`${r.send_at}-${r.kind}`}>
              {t('owner.reminder', { when: receiptDate(r.send_at), kind: t(`owner.reminderKind.${r.kind}`) })}
              {r.sms && <span className="muted"> · {t(`owner.reminderSms.${r.sms}`)}</span>}
            </li>
          ))}
        </ul>
      )}
      {pledge.next_reminder_at ? (
        <p className="muted">{t('owner.nextReminder', { date: receiptDate(pledge.next_reminder_at) })}</p>
      ) : (
        pledge.reminders_off && <p className="muted">{t(`owner.remindersOff.${pledge.reminders_off}`)}</p>
      )}
      {REMINDABLE.has(pledge.status) && <RemindButton id={pledge.id} number={pledge.number} shortCode={shortCode} />}
    </article>
  );
}
