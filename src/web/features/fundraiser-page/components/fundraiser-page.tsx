import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewView } from '#shared/review-view.ts';
import { detailsKindFor } from '#shared/details-kind.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { useKeepOffline } from '../hooks/use-keep-offline.ts';
import { AboutPanel } from './about-panel.tsx';
import { BeneficiaryLine, KindBadge } from './beneficiary-line.tsx';
import { EditedLine } from './edited-line.tsx';
import type { MpesaCodeDrawn } from '#shared/schemas/mpesa-code.schema.ts';
import { FundingCard, type DonateLinkProps } from './funding-card.tsx';
import { FundraiserTabs, type Tab } from './fundraiser-tabs.tsx';
import { OrganizerCard } from './organizer-card.tsx';
import { MoneyTrail } from './money-trail.tsx';
import { PhotoCarousel } from './photo-carousel.tsx';
import { PublicPledges } from './public-pledges.tsx';
import { SideSupporters, SupporterList } from './supporters.tsx';
import { WordsOfSupport } from './words-of-support.tsx';

type Props = {
  review: Review;
  /** Share tools, under Donate. */
  share?: ReactNode;
  /** Above the title: the saved-copy notice, the owner's status, photos still uploading. */
  notices?: ReactNode;
  /** Opens the donation sheet in place of following the Donate link. */
  donate?: DonateLinkProps;
  /** The Updates tab's panel (the organiser's news), when the fundraiser has an updates list. */
  updates?: ReactNode;
  /** Last on the page, after everything else: the owner's irreversible action (D-177). */
  footer?: ReactNode;
  /** The M-Pesa code form as the server drew its answer (D-217). */
  mpesaCode?: MpesaCodeDrawn;
};

/**
 * The fundraiser page of spec §2: hero carousel and thumbnails, badges, organizer card, tabs,
 * funding card and side panel. The server draws it from this component (src/web/pages) and the
 * page hydrates it; the app renders it too, when a fundraiser is opened inside the app.
 */
export function FundraiserPage({ review, share, notices, donate, updates, footer, mpesaCode }: Props) {
  const { t } = useTranslation();
  const page = useRef<HTMLElement>(null);
  const { fundraiser, detail, images } = review;
  const view = reviewView(review);
  useKeepOffline(page, fundraiser.short_code);

  const tabs: Tab[] = [
    {
      id: 'details',
      label: t('preview.tabDetails'),
      panel: <p className="fp-text">{detail?.fundraiser_details || t('preview.noDetails')}</p>,
    },
  ];
  if (detail && detailsKindFor(fundraiser.fundraising_category.slug) !== 'yourself')
    tabs.push({
      id: 'about',
      label: t('preview.tabAbout'),
      panel: <AboutPanel slug={fundraiser.fundraising_category.slug} detail={detail} />,
    });
  tabs.push({
    id: 'supporters',
    label: t('preview.tabSupporters', { count: view.supporters }),
    panel: <SupporterList review={review} empty={t('preview.noSupporters')} />,
  });
  if (updates) tabs.push({ id: 'updates', label: t('preview.tabUpdates'), panel: updates, alwaysDrawn: true });

  return (
    <article className="fp" ref={page}>
      {notices}
      {!view.live && (
        <p className={`status-banner is-${fundraiser.status}`} role="status">
          {t(`preview.status.${fundraiser.status}`)}
        </p>
      )}
      <header className="fp-head">
        <h1 data-fundraiser-title>{detail?.fundraiser_title ?? t('preview.untitled')}</h1>
        <BeneficiaryLine detail={detail} />
        <p className="fp-badges">
          {/* Verified: a reviewer approved it (decisions: only live fundraisers are). */}
          {view.live && <span className="badge is-verified">{t('preview.verified')}</span>}
          {/* A reviewer checked the organiser's ID and face (D-258): a different fact from the above. */}
          {fundraiser.organiser_checked && <span className="badge is-checked">{t('preview.organiserChecked')}</span>}
          <KindBadge category={fundraiser.fundraising_category.name} detail={detail} />
        </p>
        <EditedLine editedAt={fundraiser.edited_at} />
      </header>
      <div className="fp-body">
        <PhotoCarousel images={images} />
        <aside className="fp-side" aria-label={t('preview.sideLabel')}>
          <FundingCard review={review} donate={donate} mpesaCode={mpesaCode}>
            {share}
          </FundingCard>
          <SideSupporters review={review} raised={view.raised} />
          <PublicPledges review={review} />
        </aside>
        <div className="fp-info">
          <OrganizerCard review={review} />
          <MoneyTrail review={review} />
          <FundraiserTabs tabs={tabs} label={t('preview.tabsLabel')} />
          {/* A fresh read (a gift just made) starts the list again from its newest words. */}
          <WordsOfSupport key={review.read_at} review={review} />
          {/* A plain link to a plain form: reporting works before (or without) any JavaScript. */}
          <p className="fp-report">
            <a href={`/f/${encodeURIComponent(fundraiser.short_code)}/report`} rel="nofollow">
              {t('preview.report')}
            </a>
          </p>
        </div>
      </div>
      {footer}
    </article>
  );
}
