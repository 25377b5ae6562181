import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { DonateMenu } from './donate-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { DRAWER_ID } from './site-drawer.tsx';
import { SearchBox } from './search-box.tsx';

type Props = {
  translucent: boolean;
  /** The avatar menu or the sign-in link, passed in by the route (components never import features). */
  account: ReactNode;
  /** App-only bits before 'Create a fundraiser' (the install button); none on server-drawn pages. */
  extras?: ReactNode;
};

/** The site header; plain HTML so the server can draw it on pages that load no app JavaScript. */
export function SiteHeader({ translucent, account, extras }: Props) {
  const { t } = useTranslation();
  return (
    <header className={translucent ? 'site-header translucent' : 'site-header'}>
      <div className="header-row">
        <button
          type="button"
          className="icon-button drawer-toggle"
          aria-label={t('nav.openMenu')}
          popoverTarget={DRAWER_ID}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <AppLink href="/" className="logo" aria-label={t('nav.home')}>
          <img src="/logo.svg" alt="" width="32" height="32" />
          <span>{t('brand')}</span>
        </AppLink>
        <nav className="header-nav" aria-label={t('nav.fundraisers')}>
          <DonateMenu />
          <AppLink href="/fundraisers" className="nav-link">
            {t('nav.explore')}
          </AppLink>
        </nav>
        <SearchBox />
        <div className="header-actions">
          <LanguageSwitch className="header-language" />
          {extras}
          <AppLink href="/fundraiser/create" className="button-solid create-button">
            {t('nav.create')}
          </AppLink>
          {account}
        </div>
      </div>
    </header>
  );
}
