import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { startedOn } from '#shared/review-view.ts';
import { approvalsNeeded, TREASURER_MSG, TREASURERS, type Treasurer } from '#shared/schemas/treasurer.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { treasurersQuery, useRemoveTreasurer } from '../api/treasurers.ts';
import { failureOf } from '#web/lib/failure.ts';
import { useTreasurersTranslation } from '../use-treasurers-translation.ts';
import { InviteTreasurerForm } from './invite-treasurer-form.tsx';
import { TreasurerChangeCard } from './treasurer-change-card.tsx';

const expired = (t: Treasurer) => t.status === 'invited' && !!t.expires_at && Date.parse(t.expires_at) <= Date.now();

/** One fundraiser's treasurers for its owner: who they are, cancelling or removing one, inviting another. */
export function TreasurersPanel({ shortCode }: { shortCode: string }) {
  const { t, say } = useTreasurersTranslation();
  const query = useQuery(treasurersQuery(shortCode));
  const remove = useRemoveTreasurer(shortCode);
  const [outcome, setOutcome] = useState<{ kind: 'done' | 'error'; text: string }>();

  if (!query.data && !query.isError) return <p role="status">{t('loading')}</p>;
  if (!query.data) return <RetryPanel message={t('failed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  // While money is held a change waits for the treasurers' majority (D-255): the panel says so before
  // the owner asks; while one waits, it is shown instead of any other change (one at a time).
  const { data: list, needs_approval = false, change = null } = query.data;
  const active = list.filter((row) => row.status === 'active').length;

  const onRemove = async (row: Treasurer) => {
    setOutcome(undefined);
    try {
      const reply = await remove.mutateAsync(row.id);
      setOutcome({ kind: 'done', text: say(reply.message) ?? reply.message });
    } catch (err) {
      const failure = failureOf(err);
      const text =
        failure.reason === 'offline' ? t('offline') : failure.reason === 'rate-limited' ? t('tooMany') : null;
      setOutcome({ kind: 'error', text: text ?? say(failure.message) ?? t('failedWrite') });
    }
  };

  return (
    <div className="treasurers-panel">
      {list.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="treasurer-list">
          {list.map((row) => (
            <li key={row.id}>
              <div>
                <p className="treasurer-name">{row.name ?? row.email_address}</p>
                {row.name && <p className="muted">{row.email_address}</p>}
                <p className="muted">
                  {row.status === 'active'
                    ? t('activeSince', { date: startedOn(row.accepted_at!) })
                    : expired(row)
                      ? t('expired')
                      : t('invitedOn', { date: startedOn(row.invited_at) })}
                </p>
              </div>
              {!(change && row.status === 'active') && (
                <button
                  type="button"
                  className="button-outline"
                  disabled={remove.isPending}
                  aria-label={
                    row.status === 'active'
                      ? t('removeLabel', { name: row.name ?? row.email_address })
                      : t('revokeLabel', { email: row.email_address })
                  }
                  onClick={() => void onRemove(row)}
                >
                  {row.status === 'active' ? t('remove') : t('revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {active > 0 && <p>{t('majority', { count: approvalsNeeded(active) })}</p>}
      {outcome?.kind === 'done' && (
        <p className="form-message" role="status">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'error' && <FormError message={outcome.text} />}
      {change ? (
        <TreasurerChangeCard shortCode={shortCode} change={change} as="owner" />
      ) : (
        <>
          {needs_approval && <p className="muted">{say(TREASURER_MSG.changeNeedsApproval)}</p>}
          {list.length < TREASURERS.max ? <InviteTreasurerForm shortCode={shortCode} /> : <p>{t('full')}</p>}
        </>
      )}
    </div>
  );
}
