import { createFileRoute } from '@tanstack/react-router';
import { PageIntro } from '#web/components/ui/page-intro.tsx';

export const Route = createFileRoute('/_site/cookie-policy')({ component: () => <PageIntro title="cookie-policy" /> });
