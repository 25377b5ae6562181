import { IonContent } from '@ionic/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { InstallButton } from '#web/components/pwa/install-button.tsx';
import { OfflineBanner } from '#web/components/pwa/offline-banner.tsx';
import { TRANSLUCENT_AFTER_PX } from './header-rules.ts';
import { SiteDrawer } from './site-drawer.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Header, left drawer (small screens, a popover), the page, footer; `account` fills the header's
 * account corner. The header, drawer and footer are plain components the server also draws.
 */
export function SiteLayout({ account }: { account: ReactNode }) {
  const content = useRef<HTMLIonContentElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  // Every route change starts at the top of the page (spec §2); the scroll event that follows
  // makes the header opaque again. Not on the first page, which starts there anyway (and costs
  // a slow phone a layout pass at start).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    void content.current?.scrollToTop(0);
  }, [pathname]);

  return (
    <>
      <SiteDrawer />
      <div className="ion-page" id="site-main">
        <SiteHeader translucent={scrolled} account={account} extras={<InstallButton />} />
        {/* Ionic makes the scroller role="main"; here it holds the page's own <main> and the footer,
            which must stay top-level landmarks, so the scroller is no landmark at all. */}
        <IonContent
          ref={content}
          role="none"
          scrollEvents
          onIonScroll={(e) => setScrolled(e.detail.scrollTop > TRANSLUCENT_AFTER_PX)}
        >
          <OfflineBanner />
          <main id="main">
            <Outlet />
          </main>
          <SiteFooter />
        </IonContent>
      </div>
    </>
  );
}
