import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { DRAWER_ID } from './site-drawer.tsx';

/**
 * The signed-in person's own pages, as list items: their dashboard (fundraisers, donations, items),
 * the spec's 'My Profile' (§2, /profile), the profile they edit, their settings, and reviewers'
 * queue. The avatar menu and the drawer list the same entries (D-160).
 */
export function AccountLinks({ reviewer, onNavigate }: { reviewer: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const entries: [string, string][] = [
    ['/dashboard', t('nav.dashboard')],
    ['/profile', t('nav.myProfile')],
    ['/dashboard/profile', t('nav.editProfile')],
    ['/dashboard/settings', t('nav.settings')],
  ];
  if (reviewer) entries.push(['/review', t('nav.review')]);
  return entries.map(([href, label]) => (
    <li key={href}>
      <AppLink href={href} onClick={onNavigate}>
        {label}
      </AppLink>
    </li>
  ));
}

/** Inside the app a link closes the drawer (a server-drawn page navigates anyway). */
const closeDrawer = () => document.getElementById(DRAWER_ID)?.hidePopover?.();

/** The drawer's 'My account' section for a signed-in, verified person. */
export function DrawerAccount({ reviewer }: { reviewer: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="drawer-account-title">
      <h2 id="drawer-account-title" className="drawer-heading">
        {t('nav.myAccount')}
      </h2>
      <ul className="drawer-links">
        <AccountLinks reviewer={reviewer} onNavigate={closeDrawer} />
      </ul>
    </section>
  );
}
