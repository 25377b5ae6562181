import { useNavigate } from '@tanstack/react-router';
import { DrawerAccount } from '#web/components/layout/account-links.tsx';
import { LoginLink } from '#web/components/layout/login-link.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAtomValue } from '#web/lib/store.ts';
import { logout } from '../api/logout.ts';
import { userAtom } from '../auth.atoms.ts';
import { AvatarMenu } from './avatar-menu.tsx';

/** The header's account corner: the avatar menu once signed in and verified, else 'Login'. */
export function AccountSlot() {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const signOut = async () => {
    const result = await logout();
    toast(result.type === 'success' ? 'success' : 'error', result.message);
    await navigate({ to: '/' });
  };
  return user?.is_verified ? <AvatarMenu user={user} onLogout={() => void signOut()} /> : <LoginLink />;
}

/** The drawer's list of the signed-in person's pages (D-160); nothing for a guest. */
export function DrawerAccountSlot() {
  const user = useAtomValue(userAtom);
  return user?.is_verified ? <DrawerAccount reviewer={user.role === 'reviewer'} /> : null;
}
