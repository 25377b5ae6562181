import { useTranslation } from 'react-i18next';
import { formatRaised, percentRaised } from '#shared/money.ts';
import { reviewView } from '#shared/review-view.ts';
import type { Review } from '#shared/schemas/review.schema.ts';

/** Percent of the goal, rounded as the page's '{percent}% funded' is, and kept within the bar. */
const capped = (amount: number, goal: number) => (goal > 0 ? Math.min(100, percentRaised(amount, goal)) : 0);

/**
 * The fundraiser's bar in two colours (D-240): what is paid, as always, then what is pledged and
 * not paid yet in a lighter, striped tone after it, both within the goal. A pledge is a promise,
 * never money: it is not in the raised figure, the percentage or the supporters, and a fundraiser
 * with nothing pledged shows the one-colour bar it always had. The pledged part is drawn over the
 * native bar's track, so the bar keeps its role, value and size whatever is pledged (no shift when
 * the page hydrates), and screen readers hear the figures in words.
 */
export function FundingBar({ review }: { review: Review }) {
  const { t } = useTranslation();
  const view = reviewView(review);
  const goal = review.detail?.fundraiser_goal ?? 0;
  const pledged = review.detail?.pledged_amount ?? 0;
  const paid = Math.min(view.percent, 100);
  // Starts where the paid fill ends (the same rounding), ends where paid and pledged reach together.
  const promised = pledged > 0 ? capped(view.raised + pledged, goal) - paid : 0;
  const pledgedText = formatRaised(pledged, review.fundraiser.currency);
  return (
    <>
      <div className="fp-bar">
        <progress
          max={100}
          value={paid}
          aria-label={
            pledged > 0
              ? t('preview.pledges.barWords', { raised: view.raisedText, pledged: pledgedText, goal: view.goalText })
              : t('home.progress', { percent: view.percent })
          }
        />
        {promised > 0 && (
          <span className="fp-bar-pledged" aria-hidden="true" style={{ left: `${paid}%`, width: `${promised}%` }} />
        )}
      </div>
      {pledged > 0 && (
        // The bar's name says all of it to a screen reader; this says which colour is which.
        <p className="fp-bar-legend" aria-hidden="true">
          <span className="fp-bar-key is-paid">{t('preview.pledges.legendPaid')}</span>
          <span className="fp-bar-key is-pledged">{t('preview.pledges.legendPledged', { amount: pledgedText })}</span>
        </p>
      )}
    </>
  );
}
