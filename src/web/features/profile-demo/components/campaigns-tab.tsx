import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/money.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import type { DemoCampaign } from '../sample-data.ts';

/** Campaigns: the spec's cards (§2), in one column on a phone and a grid on wider screens. */
export function CampaignsTab({ campaigns }: { campaigns: readonly DemoCampaign[] }) {
  return (
    <ul className="demo-campaigns">
      {campaigns.map((c) => (
        <CampaignCard key={c.id} campaign={c} />
      ))}
    </ul>
  );
}

function CampaignCard({ campaign: c }: { campaign: DemoCampaign }) {
  const { t } = useTranslation('profile-demo');
  return (
    <li className="demo-campaign">
      <div className="demo-campaign-image">
        <img src={c.image} alt="" width="320" height="200" />
        {c.status === 'closed' && <span className="demo-badge demo-badge-closed">{t('closed')}</span>}
      </div>
      <h2 className="demo-campaign-title">{c.title}</h2>
      <p>{t('raisedOf', { raised: formatMoney(c.raised, 'KES'), goal: formatMoney(c.goal, 'KES') })}</p>
      {/* The percentage is in the text below; the bar only draws it. */}
      <progress max={100} value={Math.min(c.progress, 100)} aria-hidden="true" />
      <p className="muted">
        {t('percentRaised', { percent: c.progress })} · {t('supporters', { count: c.supporters })}
      </p>
      {/* Sample campaigns have no page of their own: the link leads to the live fundraisers. */}
      <AppLink href="/fundraisers" className="button-outline">
        {t('viewLive')}
      </AppLink>
    </li>
  );
}
