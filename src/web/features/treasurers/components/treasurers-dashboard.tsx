import { MyTreasurerships, type AwaitingWithdrawal } from './my-treasurerships.tsx';
import { TreasurersSection, type OwnFundraiser } from './treasurers-section.tsx';
import type { ReactNode } from 'react';

/** The dashboard's treasurers (D-205): mine as an owner, then the fundraisers I help manage. */
export function TreasurersDashboard({
  fundraisers,
  renderApproval,
}: {
  fundraisers: OwnFundraiser[] | undefined;
  renderApproval?: (withdrawal: AwaitingWithdrawal, what: string) => ReactNode;
}) {
  return (
    <>
      <TreasurersSection fundraisers={fundraisers} />
      <MyTreasurerships renderApproval={renderApproval} />
    </>
  );
}
