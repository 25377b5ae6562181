import { IonContent } from '@ionic/react';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The auth pages' layout: the logo leads home; a side panel shows on large screens. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="ion-page">
      {/* Ionic makes the scroller role="main", around the page's own <main>: no landmark here. */}
      <IonContent role="none">
        <div className="auth-layout">
          <main id="main" className="auth-main">
            <Link to="/" className="logo" aria-label={t('nav.home')}>
              <img src="/logo.svg" alt="" width="40" height="40" />
              <span>{t('brand')}</span>
            </Link>
            <Outlet />
          </main>
          <aside className="auth-side" aria-hidden="true">
            <h2>{t('auth.sideTitle')}</h2>
            <p>{t('auth.sideText')}</p>
          </aside>
        </div>
      </IonContent>
    </div>
  );
}
