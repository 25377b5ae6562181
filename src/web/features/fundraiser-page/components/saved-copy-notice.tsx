import { useTranslation } from 'react-i18next';
import { useOnline } from '#web/components/pwa/offline-banner.tsx';
import { formatDateTime } from '#web/lib/format.ts';

/** Offline, the page is what this phone saved when it was last online: say so, and from when. */
export function SavedCopyNotice({ savedAt }: { savedAt: number }) {
  const { t } = useTranslation();
  if (useOnline()) return null;
  const when = formatDateTime(new Date(savedAt).toISOString());
  return (
    <p className="saved-copy" role="status">
      {t('preview.savedCopy', { when })}
    </p>
  );
}
