import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';

/** The header's corner for a guest: 'Login'. */
export function LoginLink() {
  const { t } = useTranslation();
  return (
    <AppLink href="/auth/login" className="button-outline">
      {t('nav.login')}
    </AppLink>
  );
}
