import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '#web/components/ui/page-intro.tsx';

export const Route = createFileRoute('/_site/f/$shortCode')({ component: Page });

function Page() {
  const { t } = useTranslation();
  const { shortCode } = Route.useParams();
  return (
    <PageIntro title={t('pages.previewTitle')}>
      <p>{t('pages.previewText', { code: shortCode })}</p>
    </PageIntro>
  );
}
