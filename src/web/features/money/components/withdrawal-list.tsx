import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { LoadingLines } from '#web/components/ui/skeleton-lines.tsx';
import { translateMessage } from '#web/lib/translate-message.ts';
import { useOwnerView } from '#web/lib/owner-data.ts';
import { moneyKeys } from '../api/money-keys.ts';
import { withdrawalsQuery } from '../api/withdrawals.ts';
import { useMoneyTranslation } from '../use-money-translation.ts';
import { WithdrawalCard } from './withdrawal-card.tsx';

const LINES = ['skeleton-title', 'skeleton-muted', 'skeleton-muted skeleton-short'];

/**
 * A fundraiser's withdrawals, newest first, each with its timeline. What changed (an approval, a
 * cancel) is said above the list and takes the focus, since the part pressed may be gone.
 */
export function WithdrawalList({ shortCode, onChanged }: { shortCode: string; onChanged: () => void }) {
  const { t } = useMoneyTranslation();
  const client = useQueryClient();
  const query = useQuery(withdrawalsQuery(shortCode));
  const { data } = useOwnerView(query);
  // A new object each time, so the same words said twice still take the focus.
  const [said, setSaid] = useState<{ text: string }>();
  const saidRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said) saidRef.current?.focus();
  }, [said]);

  const changed = (message: string) => {
    setSaid({ text: translateMessage(message) ?? message });
    void client.invalidateQueries({ queryKey: moneyKeys.withdrawals(shortCode) });
    onChanged();
  };

  return (
    <section className="money-withdrawals" aria-labelledby={`withdrawals-${shortCode}`}>
      <h3 id={`withdrawals-${shortCode}`}>{t('list.title')}</h3>
      <p ref={saidRef} className="money-said" role="status" tabIndex={-1}>
        {said?.text}
      </p>
      {!data && !query.isError && <LoadingLines lines={LINES} label={t('list.loading')} className="money-skeleton" />}
      {!data && query.isError && (
        <RetryPanel message={t('list.failed')} retry={t('retry')} onRetry={() => void query.refetch()} />
      )}
      {data?.length === 0 && <p className="muted">{t('list.empty')}</p>}
      {data && data.length > 0 && (
        <ol className="money-list">
          {data.map((w) => (
            <li key={w.id}>
              <WithdrawalCard withdrawal={w} onChanged={changed} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
