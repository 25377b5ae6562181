import type { PledgeView } from '#shared/pledges/pledge.schema.ts';
import { calendarDate } from '../format.ts';
import { usePledgesTranslation } from '../use-pledges-translation.ts';
import { formatKes, toMinor } from '#shared/kes.ts';

/** A pledge's instalments: each date, its amount, and how much of it is paid (D-231's split). */
export function PledgeSchedule({ instalments }: { instalments: PledgeView['instalments'] }) {
  const { t } = usePledgesTranslation();
  return (
    <section className="pledge-schedule-list" aria-labelledby="pledge-schedule-title">
      <h2 id="pledge-schedule-title">{t('payments')}</h2>
      <ol>
        {instalments.map((i) => (
          <li key={i.due_date} className={i.paid >= i.amount ? 'is-paid' : undefined}>
            <span>{t('paymentDue', { date: calendarDate(i.due_date) })}</span>
            <strong>{formatKes(toMinor(i.amount))}</strong>
            <span className="muted">
              {i.paid >= i.amount
                ? t('paymentPaid')
                : i.paid > 0
                  ? t('paymentPart', { paid: formatKes(toMinor(i.paid)) })
                  : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
