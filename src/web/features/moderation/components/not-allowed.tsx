import { PageIntro } from '#web/components/ui/page-intro.tsx';
import { useModerationTranslation } from '../use-moderation-translation.ts';

/** What a signed-in user who is not a reviewer sees at /review: no queue, no request made. */
export function NotAllowed() {
  const { t } = useModerationTranslation();
  return (
    <PageIntro title={t('notAllowedTitle')}>
      <p role="alert">{t('notAllowedText')}</p>
    </PageIntro>
  );
}
