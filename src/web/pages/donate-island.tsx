import { DonatePage } from '#web/features/donations/components/donate-page.tsx';
import { donorPrefill } from './donor-prefill.ts';
import type { DonateIslandData } from './island-data.ts';

/** /f/{code}/donate: the donation sheet, a plain form until hydrated, then sent through the API. */
export function DonateIsland({ fundraiser, pageUrl, form, testPayments }: DonateIslandData) {
  return (
    <DonatePage
      fundraiser={fundraiser}
      pageUrl={pageUrl}
      form={form}
      testPayments={testPayments}
      loadPrefill={donorPrefill}
    />
  );
}
