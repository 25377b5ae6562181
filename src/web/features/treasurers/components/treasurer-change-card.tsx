import { useState } from 'react';
import type { TreasurerChange } from '#shared/schemas/treasurer.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { SmsCodeForm } from '#web/components/form/sms-code-form.tsx';
import { failureOf } from '#web/lib/failure.ts';
import { useApproveChange, useCancelChange } from '../api/treasurers.ts';
import { useTreasurersTranslation } from '../use-treasurers-translation.ts';

interface Props {
  shortCode: string;
  change: TreasurerChange;
  /** The owner may cancel it; a treasurer approves it (D-255), and is told who asked. */
  as: 'owner' | { organiser: string };
  /**
   * The server's word on an approval, for the parent to show: the change just made closes this card,
   * and what it said must outlive it.
   */
  onApproved?: (message: string) => void;
}

/**
 * A change of treasurers waiting for their majority (D-255): what it is, how many approved and who,
 * and the reader's part: the owner's Cancel, or a treasurer's approval by SMS code.
 */
export function TreasurerChangeCard({ shortCode, change, as, onApproved }: Props) {
  const { t } = useTreasurersTranslation();
  const headingId = `treasurer-change-${change.id}`;
  return (
    <section className="treasurer-change" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('change.title')}</h3>
      <p className="treasurer-change-what">{t(`change.${change.kind}`, { who: change.who })}</p>
      {as !== 'owner' && <p className="muted">{t('change.askTreasurer', { organiser: as.organiser })}</p>}
      <p>
        {t('change.progress', { count: change.approved_by.length, needed: change.approvals_needed })}
        {change.approved_by.length > 0 && (
          <>
            {'. '}
            {t('change.approvedBy', { names: change.approved_by.join(', ') })}
          </>
        )}
      </p>
      {as === 'owner' ? (
        <CancelChange shortCode={shortCode} id={change.id} />
      ) : (
        change.can_approve && <ApproveChange shortCode={shortCode} id={change.id} onApproved={onApproved} />
      )}
    </section>
  );
}

/** What went wrong, in the person's words: offline, too many tries, or the server's message. */
function useFailureText() {
  const { t, say } = useTreasurersTranslation();
  return (err: unknown) => {
    const failure = failureOf(err);
    if (failure.reason === 'offline') return t('offline');
    if (failure.reason === 'rate-limited') return t('tooMany');
    return say(failure.message) ?? t('failedWrite');
  };
}

function CancelChange({ shortCode, id }: { shortCode: string; id: string }) {
  const { t } = useTreasurersTranslation();
  const cancel = useCancelChange(shortCode);
  const failureText = useFailureText();
  return (
    <>
      {cancel.isError && <FormError message={failureText(cancel.error)} />}
      <button type="button" className="button-outline" disabled={cancel.isPending} onClick={() => cancel.mutate(id)}>
        {t('change.cancel')}
      </button>
    </>
  );
}

function ApproveChange({ shortCode, id, onApproved }: Pick<Props, 'shortCode' | 'onApproved'> & { id: string }) {
  const { t, say } = useTreasurersTranslation();
  const { sendCode, approve } = useApproveChange(shortCode, id);
  const failureText = useFailureText();
  const [error, setError] = useState<string>();
  const onSend = () => {
    setError(undefined);
    sendCode.mutate(undefined, { onError: (err) => setError(failureText(err)) });
  };
  const onCode = (code: string) => {
    setError(undefined);
    approve.mutate(code, {
      onSuccess: (reply) => onApproved?.(say(reply.message) ?? reply.message),
      onError: (err) => {
        if (!failureOf(err).fieldErrors?.code) setError(failureText(err));
      },
    });
  };
  return (
    <div className="treasurer-change-approve">
      {error && <FormError message={error} />}
      {sendCode.isSuccess ? (
        <SmsCodeForm
          label={t('change.codeFor')}
          hint={t('change.codeHint')}
          pending={approve.isPending}
          fieldErrors={approve.error ? failureOf(approve.error).fieldErrors : undefined}
          onSubmit={onCode}
          words={{ code: t('change.code'), confirm: t('change.confirm'), confirming: t('change.confirming') }}
        />
      ) : (
        <button type="button" className="button-solid" disabled={sendCode.isPending} onClick={onSend}>
          {sendCode.isPending ? t('change.sending') : t('change.sendCode')}
        </button>
      )}
    </div>
  );
}
