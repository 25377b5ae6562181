import { AppLink } from '#web/components/ui/app-link.tsx';
import { useProfileTranslation } from './use-profile-translation.ts';
import './profile.css';

export interface CampaignCardData {
  id: string;
  title: string;
  /** The picture's URL, or null for the plain placeholder. */
  image: string | null;
  /** Raised and goal, already formatted in the fundraiser's currency. */
  raised: string;
  goal: string;
  progress: number;
  supporters: number;
  closed: boolean;
  href: string;
}

/** Campaigns: the spec's cards (§2), in one column on a phone and a grid on wider screens. */
export function CampaignCards({ campaigns }: { campaigns: readonly CampaignCardData[] }) {
  return (
    <ul className="profile-campaigns">
      {campaigns.map((c) => (
        <CampaignCard key={c.id} campaign={c} />
      ))}
    </ul>
  );
}

function CampaignCard({ campaign: c }: { campaign: CampaignCardData }) {
  const { t } = useProfileTranslation();
  return (
    <li className="profile-campaign">
      <div className="profile-campaign-image">
        {c.image ? (
          <img src={c.image} alt="" width="320" height="200" loading="lazy" />
        ) : (
          <div className="profile-campaign-placeholder" />
        )}
        {c.closed && <span className="profile-badge profile-badge-closed">{t('closed')}</span>}
      </div>
      <h2 className="profile-campaign-title">{c.title}</h2>
      <p>{t('raisedOf', { raised: c.raised, goal: c.goal })}</p>
      {/* The percentage is in the text below; the bar only draws it. */}
      <progress max={100} value={Math.min(c.progress, 100)} aria-hidden="true" />
      <p className="muted">
        {t('percentRaised', { percent: c.progress })} · {t('supporters', { count: c.supporters })}
      </p>
      <AppLink href={c.href} className="button-outline">
        {t('viewLive')}
      </AppLink>
    </li>
  );
}
