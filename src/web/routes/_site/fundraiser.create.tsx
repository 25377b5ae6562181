import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '#web/components/ui/page-intro.tsx';

export const Route = createFileRoute('/_site/fundraiser/create')({ component: Page });

function Page() {
  const { t } = useTranslation();
  return (
    <PageIntro title={t('pages.createTitle')}>
      <p>{t('pages.createText')}</p>
    </PageIntro>
  );
}
