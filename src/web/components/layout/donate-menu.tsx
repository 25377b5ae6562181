import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';

export const DONATE_MENU_ID = 'donate-menu';

/** Inside the app a chosen entry closes the dropdown (a server-drawn page navigates anyway). */
const close = () => document.getElementById(DONATE_MENU_ID)?.hidePopover?.();

/**
 * The Donate dropdown with its three entries and their descriptions (spec §2). A popover the
 * browser opens and closes by itself, so it works on server-drawn pages with no JavaScript.
 */
export function DonateMenu() {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="nav-link donate-toggle" popoverTarget={DONATE_MENU_ID}>
        {t('nav.donate')} <span aria-hidden="true">▾</span>
      </button>
      <div id={DONATE_MENU_ID} popover="auto" className="menu-popover">
        <ul className="menu-list" aria-label={t('nav.donate')}>
          <li>
            <AppLink href="/donate?type=fundraiser" onClick={close}>
              <strong>{t('nav.donateFundraiser')}</strong>
              <span>{t('nav.donateFundraiserText')}</span>
            </AppLink>
          </li>
          <li>
            <AppLink href="/donate?type=items" onClick={close}>
              <strong>{t('nav.donateItems')}</strong>
              <span>{t('nav.donateItemsText')}</span>
            </AppLink>
          </li>
          <li>
            {/* docs/product-decisions.md: 'Find items for donation' opens the items view of the list. */}
            <AppLink href="/fundraisers?view=items" onClick={close}>
              <strong>{t('nav.findItems')}</strong>
              <span>{t('nav.findItemsText')}</span>
            </AppLink>
          </li>
        </ul>
      </div>
    </>
  );
}
