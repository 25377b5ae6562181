import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';

/** Contributions: spec §2 gives the demo only the empty text; a way on is added for the visitor. */
export function ContributionsTab() {
  const { t } = useTranslation('profile-demo');
  return (
    <div className="demo-empty">
      <p>{t('noContributions')}</p>
      <AppLink href="/fundraisers" className="button-outline">
        {t('explore')}
      </AppLink>
    </div>
  );
}
