import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paybillOf } from '#shared/review-view.ts';
import { ShareTools } from '#web/components/share/share-tools.tsx';
import { useRecentDonation } from '#web/features/donations/hooks/use-recent-donation.ts';
import { FundraiserPage } from '#web/features/fundraiser-page/components/fundraiser-page.tsx';
import { SavedCopyNotice } from '#web/features/fundraiser-page/components/saved-copy-notice.tsx';
import { UpdatesList } from '#web/features/fundraiser-updates/components/updates-list.tsx';
import type { FundraiserIslandData } from './island-data.ts';

type Donations = typeof import('./fundraiser-donations.tsx');
let loading: Promise<Donations> | undefined;
/** The donation sheet's code, fetched once: when Donate is near the donor's finger, or pressed. */
const loadDonations = () =>
  (loading ??= import('./fundraiser-donations.tsx').catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));
const prefetch = () => void loadDonations().catch(() => undefined);

/** A click the browser should handle itself (a new tab or window). */
const leavesPage = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;

/**
 * /f/{code} as the server draws it and the page then hydrates: the app's fundraiser page with its
 * share tools. Offline, the worker answers with the page it kept, and the notice says from when.
 * Donate opens the donation sheet in place, its code fetched on demand; when that fails the link
 * simply goes to the sheet's own page. A donor back from giving here sees how it went.
 */
export function FundraiserIsland({
  review: drawn,
  pageUrl,
  readAt,
  testPayments,
  updates,
  mpesaCode,
}: FundraiserIslandData) {
  const { t } = useTranslation();
  // Read again when the sheet closes: a donation just made shows in the total and the supporters.
  const [review, setReview] = useState(drawn);
  const code = review.fundraiser.short_code;
  const title = review.detail?.fundraiser_title ?? t('preview.untitled');
  const [donations, setDonations] = useState<Donations>();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const recent = useRecentDonation(code);
  const donateRef = useRef<HTMLAnchorElement>(null);

  // A donor back from giving here: the notice needs the donation feature's code.
  useEffect(() => {
    if (recent) loadDonations().then(setDonations, () => undefined);
  }, [recent]);

  const onDonate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (leavesPage(event)) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    setOpening(true);
    loadDonations()
      .then(
        (loaded) => {
          setDonations(loaded);
          setOpen(true);
        },
        () => location.assign(href),
      )
      .finally(() => setOpening(false));
  };

  const onClose = () => {
    setOpen(false);
    donateRef.current?.focus();
    donations?.readReview(code).then(setReview, () => undefined);
  };

  return (
    <>
      <FundraiserPage
        review={review}
        notices={
          <>
            <SavedCopyNotice savedAt={Date.parse(readAt)} />
            {recent && donations && <donations.RecentDonation key={recent} id={recent} />}
          </>
        }
        share={<ShareTools url={pageUrl} title={title} paybill={paybillOf(review)} />}
        donate={{
          ref: donateRef,
          onClick: onDonate,
          onPointerEnter: prefetch,
          onTouchStart: prefetch,
          onFocus: prefetch,
          'aria-busy': opening || undefined,
        }}
        updates={updates && <UpdatesList shortCode={code} first={updates} />}
        mpesaCode={mpesaCode}
      />
      {open && donations && (
        <donations.FundraiserDonateDialog
          fundraiser={{
            short_code: code,
            title,
            currency: review.fundraiser.currency,
            live: true,
            paybill: review.paybill,
            account: paybillOf(review)?.account,
          }}
          pageUrl={pageUrl}
          testPayments={testPayments}
          // The total behind the sheet moves as soon as the sheet says thank you.
          onFundraiserRead={setReview}
          onClose={onClose}
        />
      )}
    </>
  );
}
