import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { SearchBox } from './search-box.tsx';

export const DRAWER_ID = 'site-drawer';
/** Where the drawer lists the signed-in person's pages (filled by src/web/pages on those pages). */
export const DRAWER_ACCOUNT_CLASS = 'drawer-account';

/** Inside the app a link or a search closes the drawer (a server-drawn page navigates anyway). */
const close = () => document.getElementById(DRAWER_ID)?.hidePopover?.();

/**
 * The small-screen drawer (300 px, left): Donate, Fundraisers, 'Create a fundraiser'. A popover
 * the header's ☰ button opens, so it works on server-drawn pages with no JavaScript.
 */
export function SiteDrawer({ account }: { account?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div id={DRAWER_ID} popover="auto" className="site-drawer">
      <nav className="drawer-nav" aria-label={t('nav.fundraisers')}>
        <button
          type="button"
          className="icon-button drawer-close"
          aria-label={t('nav.closeMenu')}
          popoverTarget={DRAWER_ID}
          popoverTargetAction="hide"
        >
          ✕
        </button>
        <SearchBox onSearched={close} />
        {/* The signed-in person's pages (D-160): given by the app's route; on a page the server
            drew, the boot script fills it for a person this device remembers. */}
        <div className={DRAWER_ACCOUNT_CLASS}>{account}</div>
        <p className="drawer-heading">{t('nav.donate')}</p>
        <AppLink href="/donate?type=fundraiser" onClick={close}>
          {t('nav.donateFundraiser')}
        </AppLink>
        <AppLink href="/donate?type=items" onClick={close}>
          {t('nav.donateItems')}
        </AppLink>
        {/* The Donate dropdown's third entry (spec §2), so phones reach the items too. */}
        <AppLink href="/fundraisers?view=items" onClick={close}>
          {t('nav.findItems')}
        </AppLink>
        <AppLink href="/fundraisers" onClick={close}>
          {t('nav.fundraisers')}
        </AppLink>
        <AppLink href="/fundraiser/create" className="button-solid" onClick={close}>
          {t('nav.create')}
        </AppLink>
        <LanguageSwitch />
      </nav>
    </div>
  );
}
