import { useRef, useState } from 'react';
import type { DonateFormState, DonateTarget } from '#shared/public-pages.ts';
import type { Donation, DonationRequest } from '#shared/schemas/donation.schema.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { FormError } from '#web/components/form/form-error.tsx';
import { newAttemptKey, startDonation } from '../api/start-donation.ts';
import { rememberDonation } from '../donation-memory.ts';
import type { Prefill } from '../sheet-values.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { DonationSheet } from './donation-sheet.tsx';
import { DonationTracker } from './donation-tracker.tsx';
import { provisional } from './provisional.ts';

export interface FlowProps {
  fundraiser: DonateTarget;
  /** The fundraiser's public page (share tools after a success). */
  pageUrl: string;
  testPayments?: boolean;
  initial?: DonateFormState;
  loadPrefill?: () => Prefill | undefined;
  /** A link to the fundraiser under a success (not when the sheet is open on that very page). */
  fundraiserHref?: string;
  /** The fundraiser as read again after a success, for the page behind the sheet. */
  onFundraiserRead?: (review: Review) => void;
}

/**
 * The donation sheet, then the status of the donation it started, in place. The sheet stays
 * mounted (hidden) meanwhile, so 'Change number' brings it back exactly as it was typed, and 'Try
 * again' sends the same details once more, as a new attempt with a key of its own.
 */
export function DonateFlow({
  fundraiser,
  pageUrl,
  testPayments = false,
  initial,
  loadPrefill,
  fundraiserHref,
  onFundraiserRead,
}: FlowProps) {
  const { t } = useDonateTranslation();
  const [current, setCurrent] = useState<{ donation: Donation; at: number }>();
  const [changeNumber, setChangeNumber] = useState(0);
  const [retryError, setRetryError] = useState<string>();
  const last = useRef<DonationRequest>(undefined);

  const send = async (request: DonationRequest) => {
    last.current = request;
    const result = await startDonation(request, newAttemptKey());
    if (result.kind === 'started') {
      rememberDonation(result.started.id, fundraiser.short_code);
      const at = Date.now();
      setCurrent({ donation: provisional(request, result.started, fundraiser, testPayments, at), at });
    }
    return result;
  };

  const tryAgain = async () => {
    if (!last.current) return;
    setRetryError(undefined);
    const result = await send(last.current);
    if (result.kind === 'failed')
      setRetryError(result.reason === 'offline' ? t('offline') : (result.message ?? t('failed')));
  };

  const backToSheet = () => {
    setCurrent(undefined);
    setRetryError(undefined);
    setChangeNumber((n) => n + 1);
  };

  return (
    <div className="donate-flow">
      <div hidden={!!current}>
        <DonationSheet
          fundraiser={fundraiser}
          testPayments={testPayments}
          initial={initial}
          loadPrefill={loadPrefill}
          onDonate={send}
          changeNumber={changeNumber}
        />
      </div>
      {current && (
        <>
          <DonationTracker
            // A new attempt is a new donation: its panel starts over.
            key={current.donation.id}
            id={current.donation.id}
            initial={current.donation}
            drawnAt={current.at}
            pageUrl={pageUrl}
            focusOnMount
            fundraiserHref={fundraiserHref}
            onTryAgain={() => void tryAgain()}
            onChangeNumber={backToSheet}
            onFundraiserRead={onFundraiserRead}
          />
          {/* Under the panel's Try again, which the donor just pressed (D-167). */}
          <FormError message={retryError} focus />
        </>
      )}
    </div>
  );
}
