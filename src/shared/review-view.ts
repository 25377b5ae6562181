import { DEFAULT_GOAL, formatMoney, formatRaised, percentRaised } from './money.ts';
import type { FundraiserImage, Review } from './schemas/review.schema.ts';
import { dateFormat } from './format-language.ts';

// The fundraiser page is drawn twice: as HTML by the server (before any JavaScript) and by the
// app when it takes over. Both read these, so the two agree to the pixel and the character.

/** Spec §9: the default goal (10000 when missing) and `round(raised / goal * 100)`, in its currency. */
export function reviewView(review: Review) {
  const { fundraiser, detail } = review;
  const goal = detail?.fundraiser_goal ?? DEFAULT_GOAL;
  const raised = detail?.raised_amount ?? 0;
  // Of raised, what the cash book's confirmed entries brought (D-238); 0 in older copies.
  const cash = detail?.cash_amount ?? 0;
  return {
    live: fundraiser.status === 'live',
    raised,
    raisedText: formatRaised(raised, fundraiser.currency),
    goalText: formatMoney(goal, fundraiser.currency),
    percent: percentRaised(raised, goal),
    supporters: detail?.supporters_count ?? 0,
    cash,
    cashText: formatRaised(cash, fundraiser.currency),
    // Taken down with its money returned (D-256): how many gifts went back and how much.
    takenDown: fundraiser.taken_down
      ? {
          count: fundraiser.taken_down.refunds,
          amountText: formatRaised(fundraiser.taken_down.refunded_amount, fundraiser.currency),
        }
      : null,
  };
}

/**
 * The hero is the main column's width on large screens (760 px at most). On phones it is declared
 * 320 px wide, so a 2× phone takes the 640 px copy (about half the bytes of the 1080 px one): on a
 * 400 kbit/s link that is a second sooner, for a photo only a little less sharp.
 */
export const HERO_SIZES = '(min-width: 900px) 760px, (min-width: 500px) 100vw, 320px';
export const THUMB_SIZES = '(min-width: 900px) 150px, 20vw';

export const srcsetOf = (image: FundraiserImage) => image.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
export const largestOf = (image: FundraiserImage) => image.variants.at(-1)?.url ?? image.image;

/**
 * Donate works as a plain link, before and without JavaScript: the donation sheet the server draws
 * (a plain form). Once the page's script runs, the same click opens the sheet in place instead.
 */
export const donateHref = (shortCode: string) => `/f/${encodeURIComponent(shortCode)}/donate`;

/** Pledge (D-240): the pledge form's own page, a plain link like Donate. */
export const pledgeHref = (shortCode: string) => `/f/${encodeURIComponent(shortCode)}/pledge`;

/** The organizer's initials, shown when they have no photo. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The day a fundraiser started, in Kenyan time (the same on the server and on any phone). */
export const startedOn = dateFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });

/**
 * How to give by paybill (D-215): only to a live fundraiser, to its numeric account (D-254); its
 * short code, the account it had before, still pays.
 */
export const paybillOf = (review: Review) =>
  review.fundraiser.status === 'live' && review.paybill
    ? {
        business: review.paybill,
        account: review.fundraiser.account_number ?? review.fundraiser.short_code,
        code: review.fundraiser.short_code,
      }
    : undefined;
