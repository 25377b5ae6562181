import { CampaignCards } from '#web/components/profile/campaign-card.tsx';
import type { DemoCampaign } from '../sample-data.ts';
import { formatKes, toMinor } from '#shared/kes.ts';

/** Campaigns: the shared cards with the sample campaigns. */
export function CampaignsTab({ campaigns }: { campaigns: readonly DemoCampaign[] }) {
  return (
    <CampaignCards
      campaigns={campaigns.map((c) => ({
        id: c.id,
        title: c.title,
        image: c.image,
        raised: formatKes(toMinor(c.raised)),
        goal: formatKes(toMinor(c.goal)),
        progress: c.progress,
        supporters: c.supporters,
        closed: c.status === 'closed',
        // Sample campaigns have no page of their own: the link leads to the live fundraisers.
        href: '/fundraisers',
      }))}
    />
  );
}
