import type { ReactNode } from 'react';
import { MyTreasurerships } from './my-treasurerships.tsx';
import { TreasurersSection, type OwnFundraiser } from './treasurers-section.tsx';

/** The dashboard's treasurers (D-205): mine as an owner, then the fundraisers I help manage. */
export function TreasurersDashboard({
  fundraisers,
  renderMoney,
}: {
  fundraisers: OwnFundraiser[] | undefined;
  renderMoney?: (shortCode: string) => ReactNode;
}) {
  return (
    <>
      <TreasurersSection fundraisers={fundraisers} />
      <MyTreasurerships renderMoney={renderMoney} />
    </>
  );
}
