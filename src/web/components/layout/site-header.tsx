import { menuController } from '@ionic/core/components';
import { IonHeader, IonToolbar } from '@ionic/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InstallButton } from '#web/components/pwa/install-button.tsx';
import { DonateMenu } from './donate-menu.tsx';
import { SearchBox } from './search-box.tsx';

/** `account`: the avatar menu or the sign-in link, passed in by the route (components never import features). */
export function SiteHeader({ translucent, account }: { translucent: boolean; account: ReactNode }) {
  const { t } = useTranslation();
  return (
    <IonHeader className={translucent ? 'site-header translucent' : 'site-header'}>
      <IonToolbar>
        <div className="header-row">
          <button
            type="button"
            className="icon-button drawer-toggle"
            aria-label={t('nav.openMenu')}
            onClick={() => void menuController.open('site-drawer')}
          >
            <span aria-hidden="true">☰</span>
          </button>
          <Link to="/" className="logo" aria-label={t('nav.home')}>
            <img src="/logo.svg" alt="" width="32" height="32" />
            <span>{t('brand')}</span>
          </Link>
          <nav className="header-nav" aria-label={t('nav.fundraisers')}>
            <DonateMenu />
            <Link to="/fundraisers" className="nav-link">
              {t('nav.explore')}
            </Link>
          </nav>
          <SearchBox />
          <div className="header-actions">
            <InstallButton />
            <Link to="/fundraiser/create" className="button-solid create-button">
              {t('nav.create')}
            </Link>
            {account}
          </div>
        </div>
      </IonToolbar>
    </IonHeader>
  );
}
