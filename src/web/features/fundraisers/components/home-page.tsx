import { useTranslation } from 'react-i18next';
import { HOME_CARD_COUNT } from '#shared/public-pages.ts';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { LiveFundraisers, type LiveCards } from './live-fundraisers.tsx';

export type { LiveCards } from './live-fundraisers.tsx';

/** The home page, drawn from plain data: by the server, and by the app from its query cache. */
export function HomePage({ live }: { live: LiveCards }) {
  const { t } = useTranslation();
  const steps = [1, 2, 3] as const;
  return (
    <>
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.lead')}</p>
        <AppLink href="/fundraiser/create" className="button-solid">
          {t('nav.create')}
        </AppLink>
      </section>
      <section className="page" aria-labelledby="how-title">
        <h2 id="how-title">{t('home.howTitle')}</h2>
        <ol className="steps">
          {steps.map((n) => (
            <li key={n}>
              <h3>{t(`home.step${n}Title`)}</h3>
              <p>{t(`home.step${n}Text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="page" aria-labelledby="live-title">
        <h2 id="live-title">{t('home.liveTitle')}</h2>
        <LiveFundraisers live={live} count={HOME_CARD_COUNT} />
        <p>
          <AppLink href="/fundraisers">{t('home.seeAll')}</AppLink>
        </p>
      </section>
    </>
  );
}
