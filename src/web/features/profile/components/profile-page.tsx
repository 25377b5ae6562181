import type { ReactNode } from 'react';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import type { User } from '#shared/schemas/auth.schema.ts';
import { ProfileHero } from '#web/components/profile/profile-hero.tsx';
import { ProfileTabs } from '#web/components/profile/profile-tabs.tsx';
import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { CampaignsPanel } from './campaigns-panel.tsx';
import { ContributionsPanel } from './contributions-panel.tsx';
import { PasswordForm } from './password-form.tsx';
import { PhotoActions } from './photo-actions.tsx';
import { ProfileForm } from './profile-form.tsx';

interface Props {
  user: User;
  /** Records a changed user (the header's avatar menu reads the same user). */
  onUser: (user: User) => void;
  campaigns: { fundraisers: readonly FundraiserCard[] | undefined; failed: boolean; onRetry: () => void };
  /** Under the photo: what else the person has done (items given). */
  achievements?: ReactNode;
}

/** /dashboard/profile: the demo's four tabs (spec §2), loading and saving for real. */
export function ProfilePage({ user, onUser, campaigns, achievements }: Props) {
  const { t } = useProfileTranslation();
  return (
    <div className="profile-page">
      <h1 className="profile-title">{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <ProfileHero name={user.full_name} photoUrl={user.photo_url} google={user.provider === 'google'}>
        <PhotoActions user={user} onUser={onUser} />
      </ProfileHero>
      {achievements}
      <ProfileTabs
        label={t('tabs.label')}
        tabs={[
          { id: 'profile', label: t('tabs.profile'), panel: <ProfileForm user={user} onUser={onUser} /> },
          { id: 'campaigns', label: t('tabs.campaigns'), panel: <CampaignsPanel {...campaigns} /> },
          { id: 'contributions', label: t('tabs.contributions'), panel: <ContributionsPanel /> },
          { id: 'settings', label: t('tabs.settings'), panel: <PasswordForm /> },
        ]}
      />
    </div>
  );
}
