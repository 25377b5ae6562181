import { useEffect, useRef, useState } from 'react';
import type { Donation } from '#shared/schemas/donation.schema.ts';
import { ShareTools } from '#web/components/share/share-tools.tsx';
import { readTotal, type FundraiserTotal } from '../api/read-total.ts';
import { isFinal, useDonation } from '../hooks/use-donation.ts';
import { useNow } from '../hooks/use-now.ts';
import { DonationStatus } from './donation-status.tsx';

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
}

/**
 * A donation followed live: the status panel, fed by polling until the outcome is final. The focus
 * goes to the heading whenever the state changes, and after a success the fundraiser's new total is
 * read again.
 */
export function DonationTracker({ id, initial, drawnAt, pageUrl, focusOnMount, total: drawnTotal, ...rest }: Props) {
  const { donation: read, checkFailed } = useDonation(id, initial);
  const donation = read ?? initial;
  // A payment that did not go through counts down to when M-Pesa takes another prompt.
  const failed = isFinal(donation) && donation.status !== 'succeeded';
  const now = useNow(drawnAt, failed ? Date.parse(donation.retry_at) : undefined);
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
    readTotal(donation.fundraiser.short_code).then(
      (read) => current && setTotal(read),
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
      headingRef={heading}
      total={total}
      checkFailed={checkFailed}
      share={succeeded ? <ShareTools url={pageUrl} title={donation.fundraiser.title} /> : undefined}
      {...rest}
    />
  );
}
