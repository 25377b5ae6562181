import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { donateHref, paybillOf, pledgeHref, reviewView } from '#shared/review-view.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { MpesaCodeCheck } from '#web/components/paybill/mpesa-code-check.tsx';
import type { MpesaCodeDrawn } from '#shared/schemas/mpesa-code.schema.ts';
import { PaybillLine } from '#web/components/paybill/paybill-line.tsx';
import { FundingBar } from './funding-bar.tsx';

/** What a page adds to the Donate link: opening the donation sheet in place once it has a script. */
export type DonateLinkProps = Pick<
  ComponentPropsWithRef<'a'>,
  'ref' | 'onClick' | 'onPointerEnter' | 'onFocus' | 'onTouchStart' | 'aria-busy'
>;

/**
 * Raised against goal in the fundraiser's currency, the bar, supporters and Donate. Donate is a
 * plain link to the donation sheet's page (the server's copy has the same one), which a page with
 * its script may open in place (`donate`); it is disabled, saying why, while the fundraiser isn't live.
 * A live one's paybill follows, and the form for a donor whose payment does not show (D-217).
 */
export function FundingCard({
  review,
  donate,
  mpesaCode,
  children,
}: {
  review: Review;
  donate?: DonateLinkProps;
  /** The M-Pesa code form as the server drew its answer. */
  mpesaCode?: MpesaCodeDrawn;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const view = reviewView(review);
  const paybill = paybillOf(review);
  return (
    <section className="fp-funding" aria-labelledby="fp-funding-title">
      <h2 id="fp-funding-title" className="visually-hidden">
        {t('preview.fundingTitle')}
      </h2>
      <p className="fp-raised">
        {/* Under large text (D-182) the digits may take a line of their own rather than push the
            card wider than the phone: Intl joins "Ksh" to them with a no-break space. */}
        <strong>{view.raisedText.replace('\u00a0', ' ')}</strong> {t('preview.raisedOf', { goal: view.goalText })}
      </p>
      {/* One honest total (D-238): how much of it the committee counted in cash, drawn by the server. */}
      {view.cash > 0 && <p className="fp-cash muted">{t('preview.cash.including', { amount: view.cashText })}</p>}
      <FundingBar review={review} />
      <p className="fp-stats">
        <span>{t('preview.funded', { percent: view.percent })}</span>
        <span>{t('home.supporters', { count: view.supporters })}</span>
      </p>
      {view.live ? (
        <div className="fp-give">
          <a className="button-solid fp-donate" data-donate href={donateHref(review.fundraiser.short_code)} {...donate}>
            {t('preview.donate')}
          </a>
          {/* A promise to pay later (D-240): its own page, so /f/ carries none of its code. */}
          <a className="button-outline fp-pledge" href={pledgeHref(review.fundraiser.short_code)}>
            {t('preview.pledges.pledge')}
          </a>
        </div>
      ) : (
        <>
          <button type="button" className="button-solid fp-donate" data-donate disabled aria-describedby="fp-closed">
            {t('preview.donate')}
          </button>
          <p id="fp-closed" className="muted">
            {view.takenDown
              ? t('preview.takenDown', { count: view.takenDown.count, amount: view.takenDown.amountText })
              : t(`preview.donateNotLive.${review.fundraiser.status}`)}
          </p>
        </>
      )}
      {/* The second way to give, always there for a live fundraiser: any phone, no script (D-215). */}
      {paybill && (
        <>
          <PaybillLine paybill={paybill.business} account={paybill.account} code={paybill.code} hint />
          <MpesaCodeCheck shortCode={paybill.code} drawn={mpesaCode} />
        </>
      )}
      {children}
    </section>
  );
}
