import { useId, useState } from 'react';
import type { Withdrawal, WithdrawalListItem } from '#shared/schemas/withdrawal.schema.ts';
import { failureOf } from '#web/lib/failure.ts';
import { cancelWithdrawal } from '../api/withdrawals.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { ApproveWithdrawal } from './approve-withdrawal.tsx';
import { OutcomeNote, useOutcomeOf, type Outcome } from './outcome-note.tsx';
import { RefuseWithdrawal } from './refuse-withdrawal.tsx';
import { WithdrawalTimeline } from './withdrawal-timeline.tsx';
import { formatKes } from '#shared/kes.ts';

interface Props {
  withdrawal: WithdrawalListItem;
  /** It changed (approved, cancelled): the server's message, said where the list is. */
  onChanged: (message: string, withdrawal?: Withdrawal) => void;
}

/** One withdrawal: amount, purpose, fee, its timeline, and what the viewer may do with it now. */
export function WithdrawalCard({ withdrawal: w, onChanged }: Props) {
  const { t } = useMoneyTranslation();
  const outcomeOf = useOutcomeOf();
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const what = t('card.what', { amount: formatKes(w.amount), purpose: w.purpose });

  const cancel = async () => {
    if (!window.confirm(t('card.cancelConfirm', { what }))) return;
    setCancelling(true);
    setOutcome(undefined);
    try {
      const reply = await cancelWithdrawal(w.id);
      onChanged(reply.message ?? t('card.cancelled'), reply.data);
    } catch (err) {
      setOutcome(outcomeOf(failureOf(err)));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <article className="money-withdrawal" aria-labelledby={titleId}>
      <h4 id={titleId}>
        {formatKes(w.amount)} <span className={`badge money-status-${w.status}`}>{t(`status.${w.status}`)}</span>
      </h4>
      <p className="money-purpose">{w.purpose}</p>
      <p className="muted">{t('card.fee', { fee: formatKes(w.fee), sent: formatKes(w.amount - w.fee) })}</p>
      <WithdrawalTimeline withdrawal={w} />
      {w.can_approve && <ApproveWithdrawal withdrawalId={w.id} what={what} onApproved={onChanged} />}
      {w.can_refuse && <RefuseWithdrawal withdrawalId={w.id} what={what} onRefused={onChanged} />}
      {w.requested_by_me && w.status === 'requested' && (
        <button
          type="button"
          className="button-outline"
          aria-label={t('card.cancelFor', { what })}
          disabled={cancelling}
          onClick={() => void cancel()}
        >
          {cancelling ? t('card.cancelling') : t('card.cancel')}
        </button>
      )}
      <OutcomeNote outcome={outcome} />
    </article>
  );
}
