import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SiteLayout } from '#web/components/layout/site-layout.tsx';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { AccountSlot, DrawerAccountSlot } from '#web/features/auth/components/account-slot.tsx';
import { hasOfferToResume } from '#web/features/item-offer/draft/offer-draft-store.ts';
import { useAtomValue } from '#web/lib/store.ts';

/** The shared layout: header, drawer, footer; the route hands the auth feature's corner to the header. */
export const Route = createFileRoute('/_site')({ component: SiteRoute });

// Loaded only when an item offer was left posting: most visits never download it.
const OfferResumer = lazy(() => import('#web/features/item-offer/components/offer-resumer.tsx'));

/**
 * An item offer left posting (offline, then the page left or the app closed) is posted from any
 * screen once the connection is back, not only when its page is opened again. Its own page
 * (/donate?type=items) carries it on itself.
 */
function ResumeOffer() {
  const user = useAtomValue(userAtom);
  const onOfferPage = useRouterState({
    select: (s) => s.location.pathname === '/donate' && (s.location.search as { type?: string }).type === 'items',
  });
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    void hasOfferToResume().then(setWaiting);
  }, [onOfferPage]);
  if (!waiting || onOfferPage || !user?.is_verified) return null;
  return (
    <Suspense fallback={null}>
      <OfferResumer userId={user.id} />
    </Suspense>
  );
}

function SiteRoute() {
  return (
    <>
      <SiteLayout account={<AccountSlot />} drawerAccount={<DrawerAccountSlot />} />
      <ResumeOffer />
    </>
  );
}
