import { useTranslation } from 'react-i18next';
import { initialsOf } from '#shared/review-view.ts';
import type { User } from '#shared/schemas/auth.schema.ts';
import { AccountLinks } from '#web/components/layout/account-links.tsx';
import { LanguageSwitch } from '#web/components/layout/language-switch.tsx';

const MENU_ID = 'account-menu';

const closeMenu = () => document.getElementById(MENU_ID)?.hidePopover?.();

/**
 * The signed-in user's menu: name, e-mail, 'My Profile' and 'Logout' (spec §2), with their
 * dashboard, the profile they edit, their settings and (reviewers) 'Review' between (D-160), and
 * the language. A popover, like the Donate menu, so the same component serves the app and the
 * pages the server draws.
 */
export function AvatarMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation();
  // The person's photo, or their initials (decisions.md: a default avatar), never the logo. Shown
  // initials start the button's name, so what is seen is what a voice user says (WCAG 2.5.3).
  const initials = initialsOf(user.full_name || `${user.firstname} ${user.lastname}`);
  const label = user.photo_url ? t('nav.accountMenu') : `${initials} ${t('nav.accountMenu')}`;
  return (
    <>
      <button type="button" className="avatar-button" aria-label={label} popoverTarget={MENU_ID}>
        {user.photo_url ? (
          <img src={user.photo_url} alt="" width="36" height="36" referrerPolicy="no-referrer" />
        ) : (
          <span className="avatar-initials" aria-hidden="true">
            {initials}
          </span>
        )}
      </button>
      <div id={MENU_ID} popover="auto" className="menu-popover account-menu">
        <div className="avatar-summary">
          <strong>{user.full_name}</strong>
          <span>{user.email_address}</span>
        </div>
        <ul className="menu-list" aria-label={t('nav.accountMenu')}>
          <AccountLinks reviewer={user.role === 'reviewer'} onNavigate={closeMenu} />
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
