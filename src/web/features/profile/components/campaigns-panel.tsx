import { formatMoney, formatRaised } from '#shared/money.ts';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import { CampaignCards } from '#web/components/profile/campaign-card.tsx';
import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { ListSkeleton, LoadFailed } from './panel-states.tsx';

interface Props {
  fundraisers: readonly FundraiserCard[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** Campaigns: the user's fundraisers (GET /fundraisers/mine/) as the spec's cards. */
export function CampaignsPanel({ fundraisers, failed, onRetry }: Props) {
  const { t } = useProfileTranslation();
  if (!fundraisers) return failed ? <LoadFailed text={t('campaignsFailed')} onRetry={onRetry} /> : <ListSkeleton />;
  if (fundraisers.length === 0) {
    return (
      <div className="profile-empty">
        <p>{t('noCampaigns')}</p>
        <AppLink href="/fundraiser/create" className="button-outline">
          {t('startFundraiser')}
        </AppLink>
      </div>
    );
  }
  return (
    <CampaignCards
      campaigns={fundraisers.map((f) => ({
        id: f.id,
        title: f.title ?? t('untitled'),
        image: f.image,
        raised: formatRaised(f.raised_amount, f.currency),
        goal: formatMoney(f.goal, f.currency),
        progress: f.progress_percent,
        supporters: f.supporters_count,
        closed: f.status === 'closed',
        href: `/f/${f.short_code}`,
      }))}
    />
  );
}
