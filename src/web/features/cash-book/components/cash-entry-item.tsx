import { useState } from 'react';
import type { CashEntryView } from '#shared/cash-book-entry.ts';
import type { RefuseCash } from '#shared/cash-book.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { startedOn } from '#shared/review-view.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { failureOf } from '#web/lib/failure.ts';
import { decideCash } from '../api/cash-book.ts';
import { useCashBookTranslation } from '../use-cash-book-translation.ts';
import { ReceiptPhotoView } from './receipt-photo-view.tsx';
import { RefuseForm } from './refuse-form.tsx';
import { formatKes } from '#shared/kes.ts';

/**
 * One entry of the book: what, from whom, when, its note and state, who recorded and decided it,
 * and only the actions the server says this person may take (D-237; a refused action would be a
 * 403, which ends the app's session).
 */
export function CashEntryItem({
  shortCode,
  entry,
  onDecided,
}: {
  shortCode: string;
  entry: CashEntryView;
  onDecided: (message: string) => void;
}) {
  const { t, say } = useCashBookTranslation();
  const [refusing, setRefusing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  const name = entry.anonymous || !entry.donor_name ? t('entry.anonymous') : entry.donor_name;
  const what = t('entry.what', { amount: formatKes(entry.amount), name });
  const headingId = `cash-entry-${entry.id}`;

  const decide = async (action: 'confirm' | 'refuse' | 'withdraw', body?: RefuseCash) => {
    setBusy(true);
    setFailed(undefined);
    try {
      const reply = await decideCash(shortCode, entry.id, action, body);
      onDecided(reply.message);
    } catch (err) {
      const failure = failureOf(err);
      setFailed(
        failure.reason === 'offline' ? t('offline') : failure.message ? say(failure.message) : t('failedWrite'),
      );
    } finally {
      setBusy(false);
    }
  };

  const decidedAt = entry.decided_at ? receiptDate(entry.decided_at) : '';
  const decided =
    entry.status === 'confirmed'
      ? t('entry.confirmedBy', { name: entry.decided_by, date: decidedAt })
      : entry.status === 'refused'
        ? t('entry.refusedBy', { name: entry.decided_by, date: decidedAt, reason: entry.refusal_reason })
        : entry.status === 'withdrawn'
          ? t('entry.withdrawnBy', { name: entry.decided_by, date: decidedAt })
          : null;
  const recordedAt = receiptDate(entry.recorded_at);

  return (
    <li className={`cash-entry cash-entry-${entry.status}`}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId}>{what}</h3>
        <p className="cash-status">{t(`status.${entry.status}`)}</p>
        <p className="muted">{t('entry.received', { date: startedOn(entry.received_on) })}</p>
        <p className="cash-note">{entry.note}</p>
        <p className="muted">
          {entry.recorded_by_me
            ? t('entry.recordedByMe', { date: recordedAt })
            : t('entry.recordedBy', { name: entry.recorded_by, date: recordedAt })}
        </p>
        {decided && <p className="muted">{decided}</p>}
        {entry.status === 'waiting' && entry.recorded_by_me && !entry.can_confirm && (
          <p className="muted">{t('entry.waitingOther')}</p>
        )}
        {entry.has_photo && <ReceiptPhotoView shortCode={shortCode} entryId={entry.id} what={what} />}
        {refusing ? (
          <RefuseForm
            what={what}
            busy={busy}
            onRefuse={(refusal) => void decide('refuse', refusal)}
            onCancel={() => setRefusing(false)}
          />
        ) : (
          (entry.can_confirm || entry.can_withdraw) && (
            <div className="cash-actions">
              {entry.can_confirm && (
                <>
                  <button
                    type="button"
                    className="button-solid"
                    disabled={busy}
                    aria-label={t('entry.confirmLabel', { what })}
                    onClick={() => void decide('confirm')}
                  >
                    {t('entry.confirm')}
                  </button>
                  <button
                    type="button"
                    className="button-outline"
                    disabled={busy}
                    aria-label={t('entry.refuseLabel', { what })}
                    onClick={() => setRefusing(true)}
                  >
                    {t('entry.refuse')}
                  </button>
                </>
              )}
              {entry.can_withdraw && (
                <button
                  type="button"
                  className="button-outline"
                  disabled={busy}
                  aria-label={t('entry.withdrawLabel', { what })}
                  onClick={() => void decide('withdraw')}
                >
                  {t('entry.withdraw')}
                </button>
              )}
            </div>
          )
        )}
        <FormError message={failed} focus />
      </article>
    </li>
  );
}
