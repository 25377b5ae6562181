import type { ReactNode } from 'react';
import { SiteDrawer } from '#web/components/layout/site-drawer.tsx';
import { SiteFooter } from '#web/components/layout/site-footer.tsx';
import { SiteHeader } from '#web/components/layout/site-header.tsx';
import { LoginLink } from '#web/components/layout/login-link.tsx';
import { OfflineBanner } from '#web/components/pwa/offline-banner.tsx';

/**
 * The site's frame around a page the server draws: the same header, drawer and footer the app's
 * layout renders, without the app's scroller. A guest's corner: who is signed in is the app's to
 * show (the session cookie is SameSite=Strict, so a shared link arrives without it anyway).
 */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteDrawer />
      <SiteHeader translucent={false} account={<LoginLink />} />
      <OfflineBanner />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
