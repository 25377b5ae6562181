import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { LiveFundraisers } from '#web/features/fundraisers/components/live-fundraisers.tsx';

export const Route = createFileRoute('/_site/fundraisers')({
  validateSearch: z.object({ q: z.string().optional().catch(undefined), view: z.string().optional().catch(undefined) }),
  component: Page,
});

function Page() {
  const { t } = useTranslation();
  const { q } = Route.useSearch();
  return (
    <PageIntro title={q ? t('pages.searchResults', { q }) : t('pages.fundraisersTitle')}>
      <p>{t('pages.fundraisersText')}</p>
      <LiveFundraisers pageSize={24} />
    </PageIntro>
  );
}
