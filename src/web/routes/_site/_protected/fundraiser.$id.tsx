import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '#web/components/ui/page-intro.tsx';

export const Route = createFileRoute('/_site/_protected/fundraiser/$id')({ component: Page });

function Page() {
  const { t } = useTranslation();
  const { id } = Route.useParams();
  return (
    <PageIntro title={t('pages.detailsTitle')}>
      <p>{t('pages.detailsText', { id })}</p>
    </PageIntro>
  );
}
