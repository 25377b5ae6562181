import { useTranslation } from 'react-i18next';
import { formatRaised } from '#shared/money.ts';
import { startedOn } from '#shared/review-view.ts';
import type { PaidWithdrawal } from '#shared/schemas/paid-withdrawal.schema.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { fromMinor } from '#shared/kes.ts';

/**
 * Where the money went (D-208): each paid withdrawal with its date, amount, purpose, recipient kind
 * and M-Pesa receipts. Drawn by the server like the rest of the page, so it reads without
 * JavaScript; nothing personal (an M-Pesa recipient is "the organiser's M-Pesa").
 */
export function MoneyTrail({ review }: { review: Review }) {
  const { t } = useTranslation();
  const paid = review.paid_withdrawals ?? [];
  if (paid.length === 0) return null;
  const where = (w: PaidWithdrawal) =>
    w.recipient.kind === 'mpesa'
      ? t('preview.moneyTrail.mpesa')
      : w.recipient.name
        ? t('preview.moneyTrail.paybillNamed', { paybill: w.recipient.paybill, name: w.recipient.name })
        : t('preview.moneyTrail.paybill', { paybill: w.recipient.paybill });
  return (
    <section className="fp-money-trail" aria-labelledby="fp-money-trail-title">
      <h2 id="fp-money-trail-title">{t('preview.moneyTrail.title')}</h2>
      <ul>
        {paid.map((w) => (
          <li key={`${w.paid_at}-${w.mpesa_receipts.join()}`}>
            <p>
              <strong>
                {t('preview.moneyTrail.line', {
                  amount: formatRaised(fromMinor(w.amount), review.fundraiser.currency),
                  where: where(w),
                })}
              </strong>
            </p>
            <p>{w.purpose}</p>
            <p className="muted">
              <time dateTime={w.paid_at}>{startedOn(w.paid_at)}</time>
              {' · '}
              {t('preview.moneyTrail.receipts', { receipts: w.mpesa_receipts.join(', ') })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
