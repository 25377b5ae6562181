import { IonContent } from '@ionic/react';
import { Outlet } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { InstallButton } from '#web/components/pwa/install-button.tsx';
import { OfflineBanner } from '#web/components/pwa/offline-banner.tsx';
import { TRANSLUCENT_AFTER_PX } from './header-rules.ts';
import { useScrollToTopOnRouteChange } from './scroll-to-top.ts';
import { SiteDrawer } from './site-drawer.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * Header, left drawer (small screens, a popover), the page, footer; `account` fills the header's
 * account corner and `drawerAccount` the drawer's. The header, drawer and footer are plain
 * components the server also draws.
 */
export function SiteLayout({ account, drawerAccount }: { account: ReactNode; drawerAccount?: ReactNode }) {
  const content = useRef<HTMLIonContentElement>(null);
  const [scrolled, setScrolled] = useState(false);
  // The scroll event that follows makes the header opaque again.
  useScrollToTopOnRouteChange(content);

  return (
    <>
      <SiteDrawer account={drawerAccount} />
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
