import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { User } from '#shared/schemas/auth.schema.ts';
import { DrawerAccount } from '#web/components/layout/account-links.tsx';
import { DRAWER_ACCOUNT_CLASS } from '#web/components/layout/site-drawer.tsx';
import { AvatarMenu } from '#web/features/auth/components/avatar-menu.tsx';
import { i18n } from '#web/lib/i18n.ts';

// A page the server draws shows a guest's corner ('Login'): it cannot know who is signed in (a
// shared link arrives without the SameSite=Strict session cookie). On a device that remembers a
// signed-in user, boot.ts loads this: the corner becomes the app's avatar menu, and the drawer
// lists the person's own pages as in the app (D-160).

async function signOut() {
  const { logout } = await import('#web/features/auth/api/logout.ts');
  await logout();
  location.assign('/');
}

export function showAccountCorner(user: User) {
  const drawerSlot = document.querySelector(`.site-drawer .${DRAWER_ACCOUNT_CLASS}`);
  if (drawerSlot)
    createRoot(drawerSlot).render(
      <I18nextProvider i18n={i18n}>
        <DrawerAccount reviewer={user.role === 'reviewer'} />
      </I18nextProvider>,
    );
  const login = document.querySelector('.site-header .header-actions a[href="/auth/login"]');
  if (!login) return;
  const corner = document.createElement('span');
  corner.className = 'account-corner';
  login.replaceWith(corner);
  createRoot(corner).render(
    <I18nextProvider i18n={i18n}>
      <AvatarMenu user={user} onLogout={() => void signOut()} />
    </I18nextProvider>,
  );
}
