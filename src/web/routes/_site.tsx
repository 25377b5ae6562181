import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '#web/components/layout/site-layout.tsx';
import { AccountSlot } from '#web/features/auth/components/account-slot.tsx';

/** The shared layout: header, drawer, footer; the route hands the auth feature's corner to the header. */
export const Route = createFileRoute('/_site')({ component: SiteRoute });

function SiteRoute() {
  return <SiteLayout account={<AccountSlot />} />;
}
