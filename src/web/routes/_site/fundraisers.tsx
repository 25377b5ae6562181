import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { LiveFundraisers } from '#web/features/fundraisers/components/live-fundraisers.tsx';

export const Route = createFileRoute('/_site/fundraisers')({
  validateSearch: z.object({
    q: z.catch(z.optional(z.string()), undefined),
    view: z.catch(z.optional(z.string()), undefined),
  }),
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
