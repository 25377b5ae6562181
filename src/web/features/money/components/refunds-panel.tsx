import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenRefundRequest } from '#shared/schemas/refund.schema.ts';
import { decideRefund, refundsQuery } from '../api/refunds.ts';
import { moneyKeys } from '../api/money-keys.ts';
import { formatKes } from '#shared/kes.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { OutcomeNote, type Outcome } from './outcome-note.tsx';
import { DecisionControls } from './decision-controls.tsx';

/**
 * Money going back to donors (D-256), under a fundraiser's withdrawals: donors' requests that wait
 * for the owner or most of the treasurers (give it back, or refuse with a reason the donor reads;
 * D-261: each treasurer's word so far is shown), and every
 * refund with where it stands. Nothing shows while there is neither.
 */
export function RefundsPanel({ shortCode, onChanged }: { shortCode: string; onChanged: () => void }) {
  const { t } = useMoneyTranslation();
  const id = useId();
  const client = useQueryClient();
  const { data } = useQuery(refundsQuery(shortCode));
  const [said, setSaid] = useState<Outcome>();
  if (!data || (data.data.length === 0 && data.requests.length === 0 && !said)) return null;
  const decided = (message: string) => {
    setSaid({ kind: 'done', text: message });
    void client.invalidateQueries({ queryKey: moneyKeys.refunds(shortCode) });
    onChanged();
  };
  return (
    <section className="money-refunds" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('refunds.title')}</h3>
      <OutcomeNote outcome={said} />
      {data.requests.length > 0 && (
        <ul className="money-refund-requests">
          {data.requests.map((request) => (
            <RefundRequestItem key={request.id} request={request} onDecided={decided} />
          ))}
        </ul>
      )}
      {data.data.length > 0 && (
        <ul className="money-refund-list">
          {data.data.map((refund) => (
            <li key={refund.id}>
              {refund.donation_reference}: {formatKes(refund.amount)}{' '}
              <strong>{t(`refunds.status.${refund.status}`)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RefundRequestItem({ request, onDecided }: { request: OpenRefundRequest; onDecided: (text: string) => void }) {
  const { t } = useMoneyTranslation();

  return (
    <li>
      <p>
        {t('refunds.asks', {
          name: request.donor_name,
          amount: formatKes(request.amount),
          reference: request.donation_reference,
        })}
      </p>
      <blockquote>{request.reason}</blockquote>
      {request.votes.needed > 0 && <p className="muted">{t('refunds.votes', request.votes)}</p>}
      <DecisionControls
        send={(decision, reason) => decideRefund(request.id, decision, reason)}
        onDecided={onDecided}
        words={{
          approve: t('refunds.giveBack'),
          refuse: t('refunds.refuse'),
          refuseHint: t('refunds.refuseHint'),
          confirmRefuse: t('refunds.confirmRefuse'),
        }}
      />
    </li>
  );
}
