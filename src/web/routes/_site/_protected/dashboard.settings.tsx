import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { logout } from '#web/features/auth/api/logout.ts';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { SettingsPage } from '#web/features/settings/components/settings-page.tsx';
import { t } from '#web/lib/i18n.ts';
import { store, useAtomValue } from '#web/lib/store.ts';
import { toast } from '#web/lib/toast.ts';

export const Route = createFileRoute('/_site/_protected/dashboard/settings')({ component: Page });

function Page() {
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <SettingsPage
      provider={user.provider}
      onSaved={(settings) => {
        const current = store.get(userAtom);
        if (current) store.set(userAtom, { type: 'UPDATEUSER', user: { ...current, ...settings } });
      }}
      onDeleted={async () => {
        // Home first, so the protected guard never sends the signed-out visitor to sign-in.
        await navigate({ to: '/' });
        await logout();
        toast('success', t('settings:deleted'));
      }}
    />
  );
}
