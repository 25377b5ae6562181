import { useTranslation } from 'react-i18next';
import { ShareTools } from '#web/components/share/share-tools.tsx';
import { FundraiserPage } from '#web/features/fundraiser-page/components/fundraiser-page.tsx';
import { SavedCopyNotice } from '#web/features/fundraiser-page/components/saved-copy-notice.tsx';
import type { FundraiserIslandData } from './island-data.ts';

/**
 * /f/{code} as the server draws it and the page then hydrates: the app's fundraiser page with its
 * share tools. Offline, the worker answers with the page it kept, and the notice says from when.
 */
export function FundraiserIsland({ review, pageUrl, readAt }: FundraiserIslandData) {
  const { t } = useTranslation();
  return (
    <FundraiserPage
      review={review}
      notices={<SavedCopyNotice savedAt={Date.parse(readAt)} />}
      share={<ShareTools url={pageUrl} title={review.detail?.fundraiser_title ?? t('preview.untitled')} />}
    />
  );
}
