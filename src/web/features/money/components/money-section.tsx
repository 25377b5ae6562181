import { useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from '../api/money-keys.ts';
import { DestinationPanel } from './destination-panel.tsx';
import { IdentityPanel } from './identity-panel.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { RefundsPanel } from './refunds-panel.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';
import '../money.css';

/**
 * The money out of one of my fundraisers, under its balance on the dashboard (issue's "Screens"):
 * Withdraw with the fee shown, each withdrawal with its timeline, and where the money goes.
 * `onMoneyChanged` asks the balance above again when a step moved money.
 */
export function MoneySection({
  shortCode,
  onMoneyChanged,
  availableMinor,
}: {
  shortCode: string;
  onMoneyChanged: () => void;
  /** What may be withdrawn now, from the balance above (KES minor units). */
  availableMinor?: number;
}) {
  const client = useQueryClient();
  const requested = () => {
    void client.invalidateQueries({ queryKey: moneyKeys.withdrawals(shortCode) });
    onMoneyChanged();
  };
  return (
    <div className="money-section">
      <IdentityPanel />
      <WithdrawForm shortCode={shortCode} onRequested={requested} availableMinor={availableMinor} />
      <WithdrawalList shortCode={shortCode} onChanged={onMoneyChanged} />
      <RefundsPanel shortCode={shortCode} onChanged={onMoneyChanged} />
      <DestinationPanel shortCode={shortCode} canChange />
    </div>
  );
}
