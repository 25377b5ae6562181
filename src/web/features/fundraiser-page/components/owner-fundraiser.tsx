import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { ShareTools } from '#web/components/share/share-tools.tsx';
import { myFundraisersQuery } from '../api/my-fundraisers.ts';
import { ownerReviewQuery } from '../api/review.ts';
import { DangerZone } from './danger-zone.tsx';
import { FundraiserPage } from './fundraiser-page.tsx';
import type { EditTools } from './edit-fundraiser.tsx';
import { OwnerActions } from './owner-actions.tsx';
import { OwnerSupportMessages } from './owner-support-messages.tsx';
import { isNotFound, PageError, PageLoading } from './page-states.tsx';
import { WaitingUploads } from './waiting-uploads.tsx';

/**
 * /fundraiser/{id}: the owner's view of their fundraiser. The public page's content, plus where it
 * stands (status, a reviewer's reason), the public link with share tools, photos still uploading, and
 * what the owner can do (edit while Pending Review or live; close while live, last on the page,
 * D-177). The route composes in what other features bring: the wizard's details form
 * (`editTools`), more actions (`moreActions`) and the Updates tab (`updates`).
 */
export function OwnerFundraiser({
  id,
  editTools,
  moreActions,
  updates,
}: {
  id: string;
  editTools?: EditTools;
  moreActions?: (review: Review) => ReactNode;
  /** The Updates tab's panel, as donors see it. */
  updates?: (review: Review) => ReactNode;
}) {
  // Asked afresh on every visit, saved copy or not: the owner's actions follow the status, which a
  // reviewer may have changed a moment ago. Offline, the saved copy stays on screen.
  const mine = useQuery({ ...myFundraisersQuery(), refetchOnMount: 'always' });
  const card = mine.data?.find((f) => f.id === id);
  const review = useQuery({ ...ownerReviewQuery(card?.short_code ?? ''), enabled: !!card, refetchOnMount: 'always' });
  const refetch = review.refetch;
  const onUploaded = useCallback(() => void refetch(), [refetch]);

  // As on the public page, data already here (a saved copy) wins over a failed refetch.
  if (!mine.data && !mine.isError) return <PageLoading />;
  if (card && !review.data && !review.isError) return <PageLoading />;
  if (!card || !review.data)
    return (
      <PageError
        notFound={!mine.isError && (!card || isNotFound(review.error))}
        onRetry={() => void (mine.isError ? mine.refetch() : refetch())}
      />
    );
  const url = `${location.origin}/f/${card.short_code}`;
  return (
    <FundraiserPage
      review={review.data}
      notices={
        <>
          <OwnerStatus card={card} url={url} />
          <OwnerActions review={review.data} editTools={editTools}>
            {moreActions?.(review.data)}
          </OwnerActions>
          <WaitingUploads shortCode={card.short_code} onUploaded={onUploaded} />
        </>
      }
      share={<ShareTools url={url} title={card.title ?? ''} />}
      updates={updates?.(review.data)}
      footer={
        <>
          {/* Donors' words, with Hide and Show again (D-171), once there can be donors. */}
          {['live', 'closed'].includes(review.data.fundraiser.status) && (
            <OwnerSupportMessages shortCode={card.short_code} />
          )}
          <DangerZone review={review.data} />
        </>
      }
    />
  );
}

function OwnerStatus({ card, url }: { card: FundraiserCard; url: string }) {
  const { t } = useTranslation();
  return (
    <section className="owner-status" aria-labelledby="owner-status-title">
      <h2 id="owner-status-title" className="visually-hidden">
        {t('preview.ownerTitle')}
      </h2>
      <p>{t(`preview.ownerStatus.${card.status}`)}</p>
      {card.rejection_reason && <p>{t('preview.rejectionReason', { reason: card.rejection_reason })}</p>}
      <p>
        {t('preview.publicLink')}{' '}
        <Link to="/f/$shortCode" params={{ shortCode: card.short_code }}>
          {url}
        </Link>
      </p>
    </section>
  );
}
