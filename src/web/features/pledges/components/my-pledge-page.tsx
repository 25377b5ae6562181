import type { PledgeView } from '#shared/pledges/pledge.schema.ts';
import { PaybillLine } from '#web/components/paybill/paybill-line.tsx';
import { FormError } from '#web/components/form/form-error.tsx';
import { calendarDate } from '../format.ts';
import { usePledgesTranslation } from '../use-pledges-translation.ts';
import { PledgeSchedule } from './pledge-schedule.tsx';
import { ReleaseForm } from './release-form.tsx';
import { formatKes, toMinor } from '#shared/kes.ts';

/** What Pay now asks for, as the server put it in the link (due now, else the next instalment). */
const askOf = (payUrl: string) => Number(new URL(payUrl, 'http://x').searchParams.get('amount')) || undefined;

/**
 * /p/{id}?t=: the pledger's own page, the link in every SMS (D-241). The server draws all of it and
 * it loads no script, so a phone on 3G has it at once: where the pledge stands, its payments, a big
 * Pay now (the donation sheet, pre-filled for this pledge), the paybill with the pledge's own
 * account, and Release, confirmed in place.
 */
export function MyPledgePage({ pledge, token, message }: { pledge: PledgeView; token: string; message?: string }) {
  const { t } = usePledgesTranslation();
  const ask = pledge.pay_url ? askOf(pledge.pay_url) : undefined;
  const rows: [string, number][] = [
    [t('pledged'), pledge.amount],
    [t('paid'), pledge.paid],
    [t('remaining'), pledge.remaining],
  ];
  if (pledge.due_now > 0 && pledge.status !== 'released') rows.push([t('dueNow'), pledge.due_now]);
  return (
    <section className="page my-pledge" aria-labelledby="my-pledge-title">
      <h1 id="my-pledge-title">{t('myTitle', { title: pledge.fundraiser.title })}</h1>
      <FormError message={message} />
      <p className="my-pledge-status">
        <span className="visually-hidden">{t('statusLabel')}: </span>
        <span className={`badge pledge-status is-${pledge.status}`}>{t(`status.${pledge.status}`)}</span>
      </p>
      <p>{t(`statusText.${pledge.status}`)}</p>
      {/* Paying is why the pledger opened the link: first, and big. */}
      {pledge.pay_url && ask && (
        <div className="my-pledge-pay">
          <a className="button-solid button-block my-pledge-pay-now" href={pledge.pay_url}>
            {t('payNow', { amount: formatKes(toMinor(ask)) })}
          </a>
          <p className="muted">{t('payNowHint')}</p>
        </div>
      )}
      <progress
        max={pledge.amount}
        value={Math.min(pledge.paid, pledge.amount)}
        aria-label={t('owner.amountLine', {
          paid: formatKes(toMinor(pledge.paid)),
          amount: formatKes(toMinor(pledge.amount)),
        })}
      />
      <dl className="my-pledge-figures">
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatKes(toMinor(amount))}</dd>
          </div>
        ))}
      </dl>
      {pledge.instalments.length > 1 ? (
        <PledgeSchedule instalments={pledge.instalments} />
      ) : (
        pledge.status !== 'fulfilled' &&
        pledge.status !== 'released' && <p>{t('paymentDue', { date: calendarDate(pledge.due_date) })}</p>
      )}
      {pledge.paybill && (
        <div className="my-pledge-paybill">
          <p>{t('orPaybill')}</p>
          <PaybillLine paybill={pledge.paybill.business_number} account={pledge.paybill.account} hint />
        </div>
      )}
      <p className="muted">{t('keepLink')}</p>
      <p>
        <a href={`/f/${encodeURIComponent(pledge.fundraiser.short_code)}`}>{t('fundraiserLink')}</a>
      </p>
      {(pledge.status === 'open' || pledge.status === 'partly_paid' || pledge.status === 'overdue') && (
        <ReleaseForm id={pledge.id} token={token} />
      )}
    </section>
  );
}
