import { LoginLink } from '#web/components/layout/login-link.tsx';
import { useAtomValue } from '#web/lib/store.ts';
import { isVerifiedAtom } from '../auth.atoms.ts';
import { AvatarMenu } from './avatar-menu.tsx';

/** The header's account corner: the avatar menu once signed in, else 'Login'. */
export function AccountSlot() {
  const verified = useAtomValue(isVerifiedAtom);
  return verified ? <AvatarMenu /> : <LoginLink />;
}
