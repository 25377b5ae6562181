import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptDate } from '#shared/receipt-date.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { RetryPanel } from '#web/components/ui/retry-panel.tsx';
import { useOwnerView } from '#web/lib/owner-data.ts';
import { moneyQuery } from '../api/money.ts';
import { formatKes } from '#shared/kes.ts';

/**
 * What the route adds under a fundraiser's balance; `onMoneyChanged` asks the balance again, and
 * `availableMinor` is what may be withdrawn now (the withdraw form says it beside its field).
 */
export type MoneySections = (shortCode: string, onMoneyChanged: () => void, availableMinor: number) => ReactNode;

/**
 * A fundraiser's money in plain words, from the ledger (D-199): first what can be withdrawn now, large,
 * then when the next part comes and how much, and the cash the committee already holds (D-238);
 * then the full account, whose lines add up to what was raised.
 */
export function MoneyPanel({ shortCode, more }: { shortCode: string; more?: MoneySections }) {
  const { t } = useTranslation('dashboard');
  const query = useQuery(moneyQuery(shortCode));
  const { data: money } = useOwnerView(query);
  if (!money && !query.isError) return <p role="status">{t('moneyLoading')}</p>;
  if (!money) return <RetryPanel message={t('moneyFailed')} retry={t('retry')} onRetry={() => void query.refetch()} />;
  const lines: [string, number][] = [
    [t('money.raised'), money.raised],
    ...(money.cash > 0 ? [[t('money.cash'), money.cash] as [string, number]] : []),
    [t('money.held'), money.held],
    [t('money.available'), money.available],
    [t('money.blocked'), money.blocked],
    [t('money.fee'), money.fee],
    [t('money.withdrawn'), money.withdrawn],
    // Below zero, so the lines still add up to what was raised (D-259).
    ...(money.owed > 0 ? [[t('money.owed'), -money.owed] as [string, number]] : []),
  ];
  return (
    <div className="dash-money">
      <p className="dash-money-now">
        <span>{t('money.availableNow')}</span> <strong>{formatKes(money.available)}</strong>
      </p>
      {money.next_release_at && money.next_release > 0 && (
        <p>
          {t('money.nextPart', { amount: formatKes(money.next_release), date: receiptDate(money.next_release_at) })}
        </p>
      )}
      {money.owed > 0 && (
        <p className="form-error" role="status">
          {t('money.owedNote', { amount: formatKes(money.owed) })}
        </p>
      )}
      {money.held > 0 && <p className="muted">{t('money.waitNote')}</p>}
      {money.cash > 0 && <p>{t('money.cashWithCommittee', { amount: formatKes(money.cash) })}</p>}
      <details className="dash-money-details disclosure">
        <summary>{t('money.detailsTitle')}</summary>
        <dl>
          {lines.map(([label, amount]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatKes(amount)}</dd>
            </div>
          ))}
        </dl>
      </details>
      <p>
        <AppLink className="button-outline" href={`/dashboard/cash-book/${shortCode}`}>
          {t('money.cashBook')}
        </AppLink>
      </p>
      {more?.(shortCode, () => void query.refetch(), money.available)}
    </div>
  );
}
