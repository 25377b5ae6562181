import { useState } from 'react';
import { failureOf } from '#web/lib/failure.ts';
import { useOutcomeOf, type Outcome } from './outcome-note.tsx';

/**
 * One item's "approve, or refuse with a reason" (a donor's refund request, D-256; an identity
 * check, D-258): what is being sent, the server's word on the reason (what was typed stays in the
 * refuse form), any other failure; `onDecided` hears the server's message.
 */
export function useDecision(
  send: (decision: 'approve' | 'reject', reason?: string) => Promise<{ message: string }>,
  onDecided: (message: string) => void,
) {
  const outcomeOf = useOutcomeOf();
  const [refusing, setRefusing] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [reasonError, setReasonError] = useState<string>();
  const decide = async (decision: 'approve' | 'reject', reason?: string) => {
    setPending(true);
    setOutcome(undefined);
    setReasonError(undefined);
    try {
      onDecided((await send(decision, reason)).message);
    } catch (err) {
      const failure = failureOf(err);
      const field = failure.fieldErrors?.reason?.[0];
      if (field) setReasonError(field);
      else setOutcome(outcomeOf(failure));
    } finally {
      setPending(false);
    }
  };
  return { refusing, setRefusing, pending, outcome, reasonError, decide };
}
