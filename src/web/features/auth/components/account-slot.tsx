import { useTranslation } from 'react-i18next';
import { AppLink } from '#web/components/ui/app-link.tsx';
import { useAtomValue } from '#web/lib/store.ts';
import { isVerifiedAtom } from '../auth.atoms.ts';
import { AvatarMenu } from './avatar-menu.tsx';

/** The header's account corner: the avatar menu once signed in, else 'Login'. */
export function AccountSlot() {
  const { t } = useTranslation();
  const verified = useAtomValue(isVerifiedAtom);
  return verified ? (
    <AvatarMenu />
  ) : (
    <AppLink href="/auth/login" className="button-outline">
      {t('nav.login')}
    </AppLink>
  );
}
