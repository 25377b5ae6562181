import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '#web/components/layout/site-layout.tsx';

/** The shared layout: header, drawer, footer. */
export const Route = createFileRoute('/_site')({ component: SiteLayout });
