import { useTranslation } from 'react-i18next';
import { useOnline } from '#web/components/pwa/offline-banner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCloseFundraiser } from '../api/owner-actions.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { failureText, toastIfMovedOn } from './failure-text.ts';

/** 'Close this fundraiser?': on yes, the server closes it and the page shows it closed. */
export function CloseFundraiserDialog({ shortCode, onDone }: { shortCode: string; onDone: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const close = useCloseFundraiser(shortCode);
  return (
    <ConfirmDialog
      title={t('preview.closeTitle')}
      body={t('preview.closeBody')}
      confirmLabel={t('preview.closeConfirm')}
      busy={close.isPending}
      disabled={!online}
      error={close.isError ? failureText(close.error) : undefined}
      onConfirm={() =>
        close.mutate(undefined, {
          onSuccess: () => {
            toast('success', t('preview.closeDone'));
            onDone();
          },
          onError: toastIfMovedOn,
        })
      }
      onCancel={onDone}
    />
  );
}
