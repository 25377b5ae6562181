import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';

/**
 * The spec's not-found screen: 'Not Found', 404, the sentence and a 'home' link; under the title,
 * in an error panel, what could not be found when the page knows (a fundraiser's preview).
 */
export function NotFound({ problem }: { problem?: string }) {
  const { t } = useTranslation();
  return (
    <section className="page not-found">
      <h1>{t('notFound.title')}</h1>
      {problem && (
        <p className="error-panel" role="alert">
          {problem}
        </p>
      )}
      <p className="not-found-code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <p>{t('notFound.text')}</p>
      <AppLink href="/">{t('notFound.home')}</AppLink>
    </section>
  );
}
