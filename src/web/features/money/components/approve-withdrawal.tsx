import { useId, useState } from 'react';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';
import { WITHDRAWAL_MSG, type Withdrawal } from '#shared/schemas/withdrawal.schema.ts';
import { failureOf } from '#web/lib/failure.ts';
import { confirmApproval, sendApprovalCode } from '../api/withdrawals.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { OutcomeNote, useOutcomeOf, type Outcome } from './outcome-note.tsx';
import { SmsCodeForm } from '#web/components/form/sms-code-form.tsx';

interface Props {
  withdrawalId: string;
  /** What is approved, in words ("Ksh 4,000 for the hospital deposit"), for the button's name. */
  what: string;
  /** The approval is recorded: the server's message and the withdrawal as it now is. */
  onApproved: (message: string, withdrawal: Withdrawal) => void;
}

/**
 * Approving a withdrawal with a code sent by SMS to the approver's verified phone (D-202): "Send
 * code", the 6-digit code, confirm. For the owner's money screen and the treasurers' dashboard.
 */
export function ApproveWithdrawal({ withdrawalId, what, onApproved }: Props) {
  const { t } = useMoneyTranslation();
  const outcomeOf = useOutcomeOf();
  const hintId = useId();
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState<'send' | 'confirm'>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>();

  const send = async () => {
    setBusy('send');
    setOutcome(undefined);
    try {
      const reply = await sendApprovalCode(withdrawalId);
      setCodeSent(true);
      setOutcome({ kind: 'done', text: reply.message });
    } catch (err) {
      setOutcome(outcomeOf(failureOf(err)));
    } finally {
      setBusy(undefined);
    }
  };

  const confirm = async (code: string) => {
    setBusy('confirm');
    setOutcome(undefined);
    setFieldErrors(undefined);
    try {
      const reply = await confirmApproval(withdrawalId, code);
      onApproved(reply.message ?? WITHDRAWAL_MSG.approved, reply.data);
    } catch (err) {
      const failure = failureOf(err);
      setFieldErrors(failure.fieldErrors);
      setOutcome(outcomeOf(failure));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="money-approve">
      <p id={hintId} className="field-hint">
        {t('approve.lead')}
      </p>
      <button
        type="button"
        className={codeSent ? 'button-outline' : 'button-solid'}
        aria-describedby={hintId}
        aria-label={codeSent ? t('approve.resendFor', { what }) : t('approve.sendFor', { what })}
        disabled={busy === 'send'}
        onClick={() => void send()}
      >
        {busy === 'send' ? t('code.sending') : codeSent ? t('approve.resend') : t('approve.send')}
      </button>
      <OutcomeNote outcome={outcome} />
      {codeSent && (
        <SmsCodeForm
          words={{ code: t('code.label'), confirm: t('code.confirm'), confirming: t('code.confirming') }}
          label={t('approve.codeFor', { what })}
          hint={t('approve.codeHint')}
          pending={busy === 'confirm'}
          fieldErrors={fieldErrors}
          onSubmit={(code) => void confirm(code)}
        />
      )}
    </div>
  );
}
