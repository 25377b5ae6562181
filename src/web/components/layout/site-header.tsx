import { menuController } from '@ionic/core/components';
import { IonHeader, IonToolbar } from '@ionic/react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isVerifiedAtom } from '#web/features/auth/auth.atoms.ts';
import { AvatarMenu } from '#web/features/auth/components/avatar-menu.tsx';
import { InstallButton } from '#web/components/pwa/install-button.tsx';
import { DonateMenu } from './donate-menu.tsx';
import { SearchBox } from './search-box.tsx';

export function SiteHeader({ translucent }: { translucent: boolean }) {
  const { t } = useTranslation();
  const verified = useAtomValue(isVerifiedAtom);
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
            {verified ? (
              <AvatarMenu />
            ) : (
              <Link to="/auth/login" className="button-outline">
                {t('nav.login')}
              </Link>
            )}
          </div>
        </div>
      </IonToolbar>
    </IonHeader>
  );
}
