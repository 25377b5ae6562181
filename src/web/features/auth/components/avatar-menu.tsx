import { IonPopover } from '@ionic/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from '#web/lib/store.ts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#web/lib/toast.ts';
import { logout } from '../api/logout.ts';
import { userAtom } from '../auth.atoms.ts';

const DEFAULT_AVATAR = '/logo.svg';

/** The signed-in user's menu: name, e-mail, 'My Profile', 'Logout'. */
export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const popover = useRef<HTMLIonPopoverElement>(null);
  if (!user) return null;
  const signOut = async () => {
    setOpen(false);
    const result = await logout();
    toast(result.type === 'success' ? 'success' : 'error', result.message);
    await navigate({ to: '/' });
  };
  return (
    <>
      <button
        type="button"
        className="avatar-button"
        aria-label={t('nav.accountMenu')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={(e) => {
          popover.current!.event = e.nativeEvent;
          setOpen(true);
        }}
      >
        <img src={user.photo_url ?? DEFAULT_AVATAR} alt="" width="36" height="36" referrerPolicy="no-referrer" />
      </button>
      <IonPopover ref={popover} isOpen={open} onDidDismiss={() => setOpen(false)} className="menu-popover">
        <div className="avatar-summary">
          <strong>{user.full_name}</strong>
          <span>{user.email_address}</span>
        </div>
        <ul className="menu-list" role="menu" aria-label={t('nav.accountMenu')}>
          <li role="none">
            <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
              {t('nav.myProfile')}
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={() => void signOut()}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </IonPopover>
    </>
  );
}
