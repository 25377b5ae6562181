import { menuController } from '@ionic/core/components';
import { IonContent } from '@ionic/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SearchBox } from './search-box.tsx';

const close = () => void menuController.close('site-drawer');

/** The small-screen drawer (300 px): Donate, Fundraisers, 'Create a fundraiser'. */
export function SiteDrawer() {
  const { t } = useTranslation();
  return (
    <IonContent>
      <nav className="drawer-nav" aria-label={t('nav.fundraisers')}>
        <button type="button" className="icon-button drawer-close" aria-label={t('nav.closeMenu')} onClick={close}>
          ✕
        </button>
        <SearchBox onSearched={close} />
        <p className="drawer-heading">{t('nav.donate')}</p>
        <Link to="/donate" search={{ type: 'fundraiser' }} onClick={close}>
          {t('nav.donateFundraiser')}
        </Link>
        <Link to="/donate" search={{ type: 'items' }} onClick={close}>
          {t('nav.donateItems')}
        </Link>
        <Link to="/fundraisers" onClick={close}>
          {t('nav.fundraisers')}
        </Link>
        <Link to="/fundraiser/create" className="button-solid" onClick={close}>
          {t('nav.create')}
        </Link>
      </nav>
    </IonContent>
  );
}
