import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileTabs } from '#web/components/profile/profile-tabs.tsx';
import { useProfileTranslation } from '#web/components/profile/use-profile-translation.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { profileDemo } from '#web/locales/en/profile-demo.ts';
import { DEMO_CAMPAIGNS, DEMO_PROFILES, type DemoState } from '../sample-data.ts';
import { AccountSettingsTab } from './account-settings-tab.tsx';
import { CampaignsTab } from './campaigns-tab.tsx';
import { ContributionsTab } from './contributions-tab.tsx';
import { DemoStateSwitcher } from './demo-state-switcher.tsx';
import { ProfileHero } from './profile-hero.tsx';
import { ProfileTab } from './profile-tab.tsx';
import '../profile-demo.css';

addNamespace('profile-demo', profileDemo);

/**
 * The /profile/demo page (spec §2, §4): banner, avatar and the four tabs with sample data; nothing
 * is saved. The site header around it already holds the search, Donate menu, Explore link, Create
 * button and the account corner the spec lists for the demo's header.
 */
export function ProfileDemo({ initialState = 'filled' }: { initialState?: DemoState }) {
  const { t } = useTranslation('profile-demo');
  const { t: tp } = useProfileTranslation();
  const [state, setState] = useState<DemoState>(initialState);
  const profile = DEMO_PROFILES[state];

  return (
    <div className="profile-demo">
      <h1 className="demo-title">{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <DemoStateSwitcher state={state} onChange={setState} />
      <ProfileHero state={state} profile={profile} onChange={setState} />
      <ProfileTabs
        label={tp('tabs.label')}
        tabs={[
          { id: 'profile', label: tp('tabs.profile'), panel: <ProfileTab key={state} profile={profile} /> },
          { id: 'campaigns', label: tp('tabs.campaigns'), panel: <CampaignsTab campaigns={DEMO_CAMPAIGNS} /> },
          { id: 'contributions', label: tp('tabs.contributions'), panel: <ContributionsTab /> },
          { id: 'settings', label: tp('tabs.settings'), panel: <AccountSettingsTab /> },
        ]}
      />
    </div>
  );
}
