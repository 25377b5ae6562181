import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { PageIntro } from '#web/components/ui/page-intro.tsx';

export const Route = createFileRoute('/_site/donate')({
  validateSearch: z.object({
    type: z.catch(z.enum(['fundraiser', 'items']), 'fundraiser'),
    // The fundraiser's short code when Donate was pressed on its page.
    f: z.catch(z.optional(z.string()), undefined),
  }),
  component: Page,
});

function Page() {
  const { t } = useTranslation();
  const { type } = Route.useSearch();
  return (
    <PageIntro title={t('pages.donateTitle')}>
      <p>{type === 'items' ? t('pages.donateItemsText') : t('pages.donateFundraiserText')}</p>
    </PageIntro>
  );
}
