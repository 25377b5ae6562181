import { DESTINATION_MSG } from '#shared/schemas/payout-destination.schema.ts';
import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import type { Failure } from '#web/lib/failure.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';

/** What came of a step: done (said politely), failed (an alert), or "verify a phone first" with the way there. */
export type Outcome = { kind: 'done' | 'error' | 'phone'; text: string };

export const SETTINGS_PATH = '/dashboard/settings';

/** The server's answers that mean "verify a phone for codes first" (D-202, D-203). */
const PHONE_NEEDED = new Set<string>([WITHDRAWAL_MSG.phoneNeeded, DESTINATION_MSG.phoneNeeded]);

/** The words for a failed step; none when the server's field messages say it all. */
export function useOutcomeOf() {
  const { t } = useMoneyTranslation();
  return (failure: Failure): Outcome | undefined => {
    if (failure.reason === 'offline') return { kind: 'error', text: t('offline') };
    if (failure.reason === 'rate-limited') return { kind: 'error', text: t('tooMany') };
    if (failure.fieldErrors && Object.keys(failure.fieldErrors).length > 0) return undefined;
    const text = failure.message ?? t('failed');
    return { kind: PHONE_NEEDED.has(text) ? 'phone' : 'error', text };
  };
}

export function OutcomeNote({ outcome }: { outcome: Outcome | undefined }) {
  const { t } = useMoneyTranslation();
  if (!outcome) return null;
  const text = translateMessage(outcome.text);
  if (outcome.kind === 'done')
    return (
      <p className="form-message money-done" role="status">
        {text}
      </p>
    );
  return (
    <div className="form-message form-error" role="alert">
      <p>{text}</p>
      {outcome.kind === 'phone' && <AppLink href={SETTINGS_PATH}>{t('phoneSettings')}</AppLink>}
    </div>
  );
}
