import { useTranslation } from 'react-i18next';
import type { User } from '#shared/schemas/auth.schema.ts';
import { LanguageSwitch } from '#web/components/layout/language-switch.tsx';
import { AppLink } from '#web/components/ui/app-link.tsx';

const DEFAULT_AVATAR = '/logo.svg';
const MENU_ID = 'account-menu';

const closeMenu = () => document.getElementById(MENU_ID)?.hidePopover?.();

/**
 * The signed-in user's menu: name, e-mail, 'My Profile', 'Review' (reviewers only), 'Logout', the language. A popover, like the Donate
 * menu, so the same component serves the app and the pages the server draws.
 */
export function AvatarMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="avatar-button" aria-label={t('nav.accountMenu')} popoverTarget={MENU_ID}>
        <img src={user.photo_url ?? DEFAULT_AVATAR} alt="" width="36" height="36" referrerPolicy="no-referrer" />
      </button>
      <div id={MENU_ID} popover="auto" className="menu-popover account-menu">
        <div className="avatar-summary">
          <strong>{user.full_name}</strong>
          <span>{user.email_address}</span>
        </div>
        <ul className="menu-list" aria-label={t('nav.accountMenu')}>
          <li>
            <AppLink href="/profile" onClick={closeMenu}>
              {t('nav.myProfile')}
            </AppLink>
          </li>
          {user.role === 'reviewer' && (
            <li>
              <AppLink href="/review" onClick={closeMenu}>
                {t('nav.review')}
              </AppLink>
            </li>
          )}
          <li>
            <button
              type="button"
              onClick={() => {
                closeMenu();
                onLogout();
              }}
            >
              {t('nav.logout')}
            </button>
          </li>
        </ul>
        <LanguageSwitch className="menu-language" />
      </div>
    </>
  );
}
