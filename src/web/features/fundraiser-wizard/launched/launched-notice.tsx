import { InstallBanner } from '#web/components/pwa/install-banner.tsx';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { useWizardTranslation } from '../use-wizard-translation.ts';
import './launched-notice.css';

/**
 * On the new fundraiser's page right after launching, while it is Pending Review: who checks it,
 * how long that usually takes, that they will be e-mailed, and where to follow it. The moment an
 * organiser most wants to come back, so installing the app is offered here too.
 */
export function LaunchedNotice({ fundraiserId }: { fundraiserId: string }) {
  const { t } = useWizardTranslation();
  return (
    <section className="launched-notice" aria-labelledby="launched-title">
      <h2 id="launched-title">{t('launched.title')}</h2>
      <p>{t('launched.review')}</p>
      <p>{t('launched.share')}</p>
      <p className="launched-links">
        <AppLink className="button-solid" href="/dashboard">
          {t('launched.dashboard')}
        </AppLink>
        <AppLink className="button-outline" href={`/fundraiser/${encodeURIComponent(fundraiserId)}`}>
          {t('launched.manage')}
        </AppLink>
      </p>
      <InstallBanner />
    </section>
  );
}
