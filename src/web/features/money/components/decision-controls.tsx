import { useMoneyTranslation } from '../use-money-translation.ts';
import { OutcomeNote } from './outcome-note.tsx';
import { RefuseForm } from './refuse-form.tsx';
import { useDecision } from './use-decision.ts';

interface Props {
  send: (decision: 'approve' | 'reject', reason?: string) => Promise<{ message: string }>;
  onDecided: (message: string) => void;
  words: { approve: string; refuse: string; refuseHint: string; confirmRefuse: string };
}

/**
 * Approve, or refuse with a reason (a donor's refund request, D-256; an identity check, D-258):
 * the two buttons, the refuse form that keeps what was typed, and what came of it.
 */
export function DecisionControls({ send, onDecided, words }: Props) {
  const { t } = useMoneyTranslation();
  const { refusing, setRefusing, pending, outcome, reasonError, decide } = useDecision(send, onDecided);
  return (
    <>
      <OutcomeNote outcome={outcome} />
      {refusing ? (
        <RefuseForm
          hint={words.refuseHint}
          confirm={words.confirmRefuse}
          pending={pending}
          error={reasonError}
          onRefuse={(reason) => void decide('reject', reason)}
          onKeep={() => setRefusing(false)}
        />
      ) : (
        <div className="money-actions">
          <button type="button" className="button-solid" disabled={pending} onClick={() => void decide('approve')}>
            {pending ? t('review.working') : words.approve}
          </button>
          <button type="button" className="button-outline" onClick={() => setRefusing(true)}>
            {words.refuse}
          </button>
        </div>
      )}
    </>
  );
}
