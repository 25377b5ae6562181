import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LiveFundraisers } from './live-fundraisers.tsx';

export function HomePage() {
  const { t } = useTranslation();
  const steps = [1, 2, 3] as const;
  return (
    <>
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p className="lead">{t('home.lead')}</p>
        <Link to="/fundraiser/create" className="button-solid">
          {t('nav.create')}
        </Link>
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
        <LiveFundraisers pageSize={6} />
        <p>
          <Link to="/fundraisers">{t('home.seeAll')}</Link>
        </p>
      </section>
    </>
  );
}
