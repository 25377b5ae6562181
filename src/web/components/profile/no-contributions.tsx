import { AppLink } from '#web/components/ui/app-link.tsx';
import { useProfileTranslation } from './use-profile-translation.ts';
import './profile.css';

/** Contributions with none to show: the spec's text (§2), and a way on to give a first one. */
export function NoContributions() {
  const { t } = useProfileTranslation();
  return (
    <div className="profile-empty">
      <p>{t('noContributions')}</p>
      <AppLink href="/fundraisers" className="button-outline">
        {t('explore')}
      </AppLink>
    </div>
  );
}
