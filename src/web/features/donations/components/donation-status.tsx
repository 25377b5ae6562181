import { useState, type ReactNode, type Ref } from 'react';
import type { Donation } from '#shared/schemas/donation.schema.ts';
import { useDonateTranslation } from '../use-donate-translation.ts';
import { NextSteps } from './next-steps.tsx';
import { outcomeOf, slowSince } from './outcome.ts';
import { DonationReceipt } from './donation-receipt.tsx';
import { TestPaymentLabel } from './test-payment-label.tsx';
import { MpesaCodeForm } from './mpesa-code-form.tsx';
import { PaybillLine } from '#web/components/paybill/paybill-line.tsx';
import { formatKes, toMinor } from '#shared/kes.ts';

export interface StatusProps {
  donation: Donation;
  /** The clock the retry countdown reads (drawn with the server's time, then ticking). */
  now: number;
  /** The heading gets the focus when the state changes (the container moves it). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The fundraiser's total after a success, as its page shows it. */
  total?: { raisedText: string; goalText: string };
  /** The share tools, offered after a success. */
  share?: ReactNode;
  /** When to say M-Pesa is slow (ms, the clock `now` reads); by default 10 s after it was made. */
  slowAt?: number;
  /** The last status checks failed (the network): still trying. */
  checkFailed?: boolean;
  /** In the sheet: try again with the same details; without it, a link to the sheet. */
  onTryAgain?: () => void;
  /** In the sheet: back to the form, on the phone number. */
  onChangeNumber?: () => void;
  /** A link to the fundraiser's page under a success (not inside the page's own dialog). */
  fundraiserHref?: string;
}

/**
 * What became of a donation: waiting for the PIN, still waiting for M-Pesa, paid (with the receipt
 * and a share prompt), or not paid with the reason and the next step. The same component on the
 * page the server draws (/donations/{id}), in the sheet on /f/ and in the app.
 */
export function DonationStatus({
  donation,
  now,
  slowAt = slowSince(donation),
  headingRef,
  total,
  share,
  checkFailed,
  ...steps
}: StatusProps) {
  const { t } = useDonateTranslation();
  const { fundraiser } = donation;
  const amount = formatKes(toMinor(donation.amount));
  const pending = donation.status === 'pending';
  const succeeded = donation.status === 'succeeded';
  // A lost callback leaves the donor waiting until the status query (D-168): after a few seconds,
  // say why, and that a donor who has M-Pesa's SMS has given safely.
  const slow = pending && !donation.follow_up && now >= slowAt;
  // A code being checked counts the payment, so the next status read may say paid before the
  // check answers: the form stays once used, or the donor's answer would vanish with it.
  const [codeUsed, setCodeUsed] = useState(false);
  const headingId = `donation-${donation.id}-title`;

  let title: string;
  let text: ReactNode;
  if (pending) {
    title = t(donation.follow_up ? 'followUpTitle' : 'pendingTitle');
    text = donation.follow_up ? (
      <p>{t('followUp')}</p>
    ) : (
      <>
        <p className="donation-lead">{t('pending')}</p>
        <p>{t('pendingDetails', { amount, title: fundraiser.title, phone: donation.phone })}</p>
        {slow && <p className="donation-slow">{t('pendingSlow')}</p>}
      </>
    );
  } else if (succeeded) {
    title = t('successTitle');
    text = <p className="donation-lead">{t('success', { amount, title: fundraiser.title })}</p>;
  } else {
    title = t(`outcome.${outcomeOf(donation)}`);
    text = <p>{t('notCharged')}</p>;
  }

  return (
    <section className={`donation-status is-${donation.status}`} aria-labelledby={headingId}>
      {donation.test_payment && <TestPaymentLabel />}
      {/* Announced as it changes: the donor may be looking at their phone, not the screen. */}
      <div role="status" aria-live="polite" className="donation-status-text">
        {pending && <span className="donation-spinner" aria-hidden="true" />}
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {text}
      </div>
      {pending && <p className="muted">{t('pendingWait')}</p>}
      {/* M-Pesa slow or silent: a donor holding its SMS can prove the payment (D-217). */}
      {((pending && (donation.follow_up || slow)) || codeUsed) && (
        <MpesaCodeForm shortCode={fundraiser.short_code} onUsed={() => setCodeUsed(true)} />
      )}
      {checkFailed && <p className="muted">{t('checkFailed')}</p>}
      {succeeded && (
        <>
          <DonationReceipt donation={donation} />
          {total && (
            <p className="donation-total">
              {t('newTotal', { title: fundraiser.title, raised: total.raisedText, goal: total.goalText })}
            </p>
          )}
          {share && (
            <div className="donation-share">
              <p>{t('sharePrompt')}</p>
              {share}
            </div>
          )}
          {steps.fundraiserHref && (
            <p>
              <a href={steps.fundraiserHref}>{t('seeFundraiser')}</a>
            </p>
          )}
        </>
      )}
      {!pending && !succeeded && <NextSteps donation={donation} now={now} {...steps} />}
      {/* Paid or not, the paybill is the other way to give to this fundraiser (D-215). */}
      {!pending && fundraiser.paybill && (
        <PaybillLine
          paybill={fundraiser.paybill}
          account={fundraiser.account ?? fundraiser.short_code}
          hint={!succeeded}
        />
      )}
    </section>
  );
}
