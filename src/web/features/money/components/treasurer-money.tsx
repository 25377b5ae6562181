import { DestinationPanel } from './destination-panel.tsx';
import { IdentityPanel } from './identity-panel.tsx';
import { RefundsPanel } from './refunds-panel.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';
import '../money.css';

/**
 * A treasurer's view of a fundraiser's money (D-205): where it goes, and every withdrawal with its
 * timeline and who approved it, before and after their own approval; approving and refusing are on
 * each withdrawal that waits for them. They change nothing else here.
 */
export function TreasurerMoney({ shortCode, onChanged }: { shortCode: string; onChanged: () => void }) {
  return (
    <div className="money-section">
      <IdentityPanel />
      <DestinationPanel shortCode={shortCode} canChange={false} />
      <WithdrawalList shortCode={shortCode} onChanged={onChanged} />
      <RefundsPanel shortCode={shortCode} onChanged={onChanged} />
    </div>
  );
}
