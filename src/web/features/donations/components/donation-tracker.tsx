import { useEffect, useRef, useState } from 'react';
import type { Donation } from '#shared/schemas/donation.schema.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { ShareTools } from '#web/components/share/share-tools.tsx';
import { readReview, totalOf, type FundraiserTotal } from '../api/read-total.ts';
import { isFinal, useDonation } from '../hooks/use-donation.ts';
import { useNow } from '../hooks/use-now.ts';
import { DonationStatus } from './donation-status.tsx';
import { slowSince } from './outcome.ts';

interface Props {
  id: string;
  /** The donation as last known (drawn by the server, or what the sheet just sent). */
  initial: Donation;
  /** When `initial` was read (ms): the countdown starts there, as the server drew it. */
  drawnAt: number;
  /** The fundraiser's public page, for the share tools after a success. */
  pageUrl: string;
  /** Move the focus to the heading now (the sheet just turned into this panel). */
  focusOnMount?: boolean;
  fundraiserHref?: string;
  total?: FundraiserTotal;
  onTryAgain?: () => void;
  onChangeNumber?: () => void;
  /** The fundraiser as read again after a success: the page behind shows the new total at once. */
  onFundraiserRead?: (review: Review) => void;
}

/**
 * A donation followed live: the status panel, fed by polling until the outcome is final. The focus
 * goes to the heading whenever the state changes, and after a success the fundraiser is read again
 * for its new total, here and on the page behind (`onFundraiserRead`).
 */
export function DonationTracker({
  id,
  initial,
  drawnAt,
  pageUrl,
  focusOnMount,
  total: drawnTotal,
  onFundraiserRead,
  ...rest
}: Props) {
  const { donation: read, checkFailed } = useDonation(id, initial);
  const donation = read ?? initial;
  // A payment that did not go through counts down to when M-Pesa takes another prompt; one still
  // waiting ticks until it is time to say M-Pesa is slow (D-168).
  const failed = isFinal(donation) && donation.status !== 'succeeded';
  const waiting = donation.status === 'pending' && !donation.follow_up;
  // Told from the donation as first known, on the clock `drawnAt` is on (the sheet's, or the server's).
  const slowAt = slowSince(initial);
  const now = useNow(drawnAt, failed ? Date.parse(donation.retry_at) : waiting ? slowAt : undefined);
  const onRead = useRef(onFundraiserRead);
  useEffect(() => {
    onRead.current = onFundraiserRead;
  }, [onFundraiserRead]);
  const heading = useRef<HTMLHeadingElement>(null);
  const [total, setTotal] = useState(drawnTotal);
  const stateKey = `${donation.status}:${donation.follow_up}`;
  const shownKey = useRef(focusOnMount ? '' : stateKey);

  useEffect(() => {
    if (shownKey.current === stateKey) return;
    shownKey.current = stateKey;
    heading.current?.focus();
  }, [stateKey]);

  const succeeded = donation.status === 'succeeded';
  useEffect(() => {
    if (!succeeded || drawnTotal) return;
    let current = true;
    readReview(donation.fundraiser.short_code).then(
      (review) => {
        if (!current) return;
        setTotal(totalOf(review));
        onRead.current?.(review);
      },
      () => undefined, // the thank-you stands without the total
    );
    return () => {
      current = false;
    };
  }, [succeeded, drawnTotal, donation.fundraiser.short_code]);

  return (
    <DonationStatus
      donation={donation}
      now={now}
      slowAt={slowAt}
      headingRef={heading}
      total={total}
      checkFailed={checkFailed}
      share={succeeded ? <ShareTools url={pageUrl} title={donation.fundraiser.title} /> : undefined}
      {...rest}
    />
  );
}
