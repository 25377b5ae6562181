import { useQuery } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paybillOf } from '#shared/review-view.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import type { Paybill } from '#web/components/paybill/paybill-line.tsx';
import { ShareTools } from '#web/components/share/share-tools.tsx';
import { reviewQuery } from '../api/review.ts';
import { FundraiserPage } from './fundraiser-page.tsx';
import { isNotFound, PageError, PageLoading } from './page-states.tsx';
import { SavedCopyNotice } from './saved-copy-notice.tsx';
import { WaitingUploads } from './waiting-uploads.tsx';

type Props = {
  shortCode: string;
  updates?: ReactNode;
  /** A notice the route adds above the page (what happens after launching, say). */
  notice?: (review: Review) => ReactNode;
};

/** /f/{short_code} inside the app: the public page, from the network or the saved cache. */
export function FundraiserPreview({ shortCode, updates, notice }: Props) {
  const review = useQuery(reviewQuery(shortCode));
  const refetch = review.refetch;
  const onUploaded = useCallback(() => void refetch(), [refetch]);

  // Photos still on this phone show whatever the page's own state: they matter most offline.
  const waiting = <WaitingUploads shortCode={shortCode} onUploaded={onUploaded} />;
  // A saved copy beats an error: offline, the refetch fails but the data it had stays good.
  if (!review.data) {
    if (review.isError)
      return (
        <PageError notFound={isNotFound(review.error)} onRetry={() => void refetch()}>
          {waiting}
        </PageError>
      );
    return <PageLoading>{waiting}</PageLoading>;
  }
  return (
    <FundraiserPage
      review={review.data}
      notices={
        <>
          {notice?.(review.data)}
          <SavedCopyNotice savedAt={review.dataUpdatedAt} />
          {waiting}
        </>
      }
      share={
        <SharePanel
          title={review.data.detail?.fundraiser_title}
          shortCode={shortCode}
          paybill={paybillOf(review.data)}
        />
      }
      // Live and closed fundraisers have updates; the route brings the tab's content.
      updates={['live', 'closed'].includes(review.data.fundraiser.status) ? updates : undefined}
    />
  );
}

function SharePanel({ title, shortCode, paybill }: { title?: string; shortCode: string; paybill?: Paybill }) {
  const { t } = useTranslation();
  return (
    <ShareTools url={`${location.origin}/f/${shortCode}`} title={title ?? t('preview.untitled')} paybill={paybill} />
  );
}
