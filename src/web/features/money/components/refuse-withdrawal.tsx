import { useState } from 'react';
import type { Withdrawal } from '#shared/schemas/withdrawal.schema.ts';
import { failureOf } from '#web/lib/failure.ts';
import { refuseWithdrawal } from '../api/withdrawals.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { OutcomeNote, useOutcomeOf, type Outcome } from './outcome-note.tsx';
import { RefuseForm } from './refuse-form.tsx';

interface Props {
  withdrawalId: string;
  /** What is refused, in words, for the button's name. */
  what: string;
  onRefused: (message: string, withdrawal: Withdrawal) => void;
}

/** A treasurer refuses a withdrawal before it is sent, with a reason its owner reads (D-244). */
export function RefuseWithdrawal({ withdrawalId, what, onRefused }: Props) {
  const { t } = useMoneyTranslation();
  const outcomeOf = useOutcomeOf();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [reasonError, setReasonError] = useState<string>();

  const refuse = async (reason: string) => {
    setPending(true);
    setOutcome(undefined);
    setReasonError(undefined);
    try {
      const reply = await refuseWithdrawal(withdrawalId, reason);
      onRefused(reply.message ?? t('card.refused'), reply.data);
    } catch (err) {
      const failure = failureOf(err);
      const fieldError = failure.fieldErrors?.reason?.[0];
      if (fieldError) setReasonError(fieldError);
      else setOutcome(outcomeOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="money-refuse-withdrawal">
      {open ? (
        <RefuseForm
          hint={t('card.refuseHint')}
          pending={pending}
          error={reasonError}
          onRefuse={(reason) => void refuse(reason)}
          onKeep={() => setOpen(false)}
        />
      ) : (
        <button
          type="button"
          className="button-outline"
          aria-label={t('card.refuseFor', { what })}
          onClick={() => setOpen(true)}
        >
          {t('card.refuse')}
        </button>
      )}
      <OutcomeNote outcome={outcome} />
    </div>
  );
}
