import { PledgePage } from '#web/features/pledges/components/pledge-page.tsx';
import type { PledgeIslandData } from './island-data.ts';

/** /f/{code}/pledge: the pledge form, a plain form until hydrated, then sent through the API (D-240). */
export function PledgeIsland({ fundraiser, form, today }: PledgeIslandData) {
  return <PledgePage fundraiser={fundraiser} form={form} today={today} />;
}
