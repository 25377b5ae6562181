import type { Category } from './schemas/common.schema.ts';
import type { Donation } from './schemas/donation.schema.ts';
import type { FundraiserCard } from './schemas/fundraiser.schema.ts';
import type { FundraiserUpdatesPage } from './schemas/fundraiser-update.schema.ts';
import type { Item, ItemCard } from './schemas/items.schema.ts';
import type { Review } from './schemas/review.schema.ts';
import type { FieldErrors } from './schemas/field-errors.ts';
import type { MpesaCodeDrawn } from './schemas/mpesa-code.schema.ts';
import type { MyPledgePage, PledgeFormPage } from './pledges/pledge-pages.ts';
import type { RefundClaimPage } from './refund-claim-page.ts';

// Which addresses are the app's own screens and which are pages the server draws, in one place:
// the server answers by it (the app's shell, a drawn page, or 404), the service worker chooses its
// strategy by it, and a test holds it against the router's tree so no route is forgotten.

/** Screens the app draws in the browser: the server answers them with the app's shell. */
const APP_SCREENS = [
  /^\/auth(\/[^/]+)?$/,
  /^\/dashboard(\/(profile|settings))?$/,
  /^\/dashboard\/pledges\/[^/]+$/, // a fundraiser's pledges, for its owner and treasurers (D-241)
  /^\/dashboard\/cash-book\/[^/]+$/, // a fundraiser's cash book, for its owner and treasurers (D-237)
  /^\/fundraiser\/[^/]+$/, // /fundraiser/create and the owner's /fundraiser/{id}
  /^\/profile(\/demo)?$/,
  /^\/donate$/,
  /^\/review$/, // the reviewers' queue
  /^\/treasurer-invitations\/accept$/, // an invitation's link (D-205)
];

export type LegalDocumentKey = 'privacy' | 'terms' | 'cookies' | 'refunds' | 'security';

export const LEGAL_PAGE_PATHS: Record<LegalDocumentKey, string> = {
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  cookies: '/cookie-policy',
  refunds: '/refund-policy',
  security: '/security-policy',
};

/** A page the server draws, before its data is read. */
export type PublicRoute =
  | { kind: 'home' }
  | { kind: 'fundraisers' }
  | { kind: 'fundraiser'; code: string }
  | { kind: 'legal'; document: LegalDocumentKey }
  | { kind: 'contact' }
  | { kind: 'donate'; code: string }
  | { kind: 'donation'; id: string }
  | { kind: 'report'; subject: ReportSubject; code: string }
  | { kind: 'item'; code: string }
  | { kind: 'pledge'; code: string }
  | { kind: 'my-pledge'; id: string }
  | { kind: 'refund-claim'; code: string };

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const isAppScreen = (pathname: string) => APP_SCREENS.some((re) => re.test(withoutTrailingSlash(pathname)));

/** The server-drawn page at `pathname`, or null (an app screen, or nothing: 404). */
export function publicRouteOf(pathname: string): PublicRoute | null {
  const path = withoutTrailingSlash(pathname);
  if (path === '/') return { kind: 'home' };
  if (path === '/fundraisers') return { kind: 'fundraisers' };
  if (path === '/contact-us') return { kind: 'contact' };
  // /f/ without a code is the preview asked for nothing: the spec's 'No URL provided'.
  if (path === '/f') return { kind: 'fundraiser', code: '' };
  // …/mpesa-code is where the M-Pesa code form posts (D-217): got again, it is the page itself.
  const code = /^\/f\/([^/]+)(?:\/mpesa-code)?$/.exec(path)?.[1];
  if (code) return { kind: 'fundraiser', code: decodeURIComponent(code) };
  const donateTo = /^\/f\/([^/]+)\/donate$/.exec(path)?.[1];
  if (donateTo) return { kind: 'donate', code: decodeURIComponent(donateTo) };
  // A pledge (D-240): its form beside the donation sheet, and the pledger's own page by its link.
  const pledgeTo = /^\/f\/([^/]+)\/pledge$/.exec(path)?.[1];
  if (pledgeTo) return { kind: 'pledge', code: decodeURIComponent(pledgeTo) };
  const pledge = /^\/p\/([^/]+)$/.exec(path)?.[1];
  if (pledge) return { kind: 'my-pledge', id: decodeURIComponent(pledge) };
  // A refund waiting for its payer (D-260): the link in their SMS; its code step posts below it.
  const claimAt = /^\/f\/([^/]+)\/refund(?:\/confirm)?$/.exec(path)?.[1];
  if (claimAt) return { kind: 'refund-claim', code: decodeURIComponent(claimAt) };
  const reportOn = /^\/f\/([^/]+)\/report$/.exec(path)?.[1];
  if (reportOn) return { kind: 'report', subject: 'fundraiser', code: decodeURIComponent(reportOn) };
  const item = /^\/items\/([^/]+)$/.exec(path)?.[1];
  if (item) return { kind: 'item', code: decodeURIComponent(item) };
  const itemReport = /^\/items\/([^/]+)\/report$/.exec(path)?.[1];
  if (itemReport) return { kind: 'report', subject: 'item', code: decodeURIComponent(itemReport) };
  const donation = /^\/donations\/([^/]+)$/.exec(path)?.[1];
  if (donation) return { kind: 'donation', id: decodeURIComponent(donation) };
  const legal = (Object.keys(LEGAL_PAGE_PATHS) as LegalDocumentKey[]).find((key) => LEGAL_PAGE_PATHS[key] === path);
  return legal ? { kind: 'legal', document: legal } : null;
}

/** /fundraisers as drawn: a search (`q`) or the live list of a category, `pagesShown` pages long. */
export interface DiscoveryData {
  q?: string;
  category?: string;
  categories: Category[];
  cards: FundraiserCard[];
  total: number;
  pagesShown: number;
  hasMore: boolean;
}

/**
 * /fundraisers?view=items as drawn: offered items (available and reserved), newest first, filtered
 * by category and county and searched by `q`, `pagesShown` pages long.
 */
export interface ItemsListData {
  q?: string;
  category?: string;
  county?: string;
  cards: ItemCard[];
  total: number;
  pagesShown: number;
  hasMore: boolean;
}

/**
 * /items/{code} as drawn: the item as a guest sees it (`viewer` null: the server cannot know who
 * is reading a shared link; the page asks the API once it runs).
 */
export interface ItemPageData {
  item: Item;
  pageUrl: string;
}

/** The fundraiser a donation sheet gives to: what the sheet and its status panel show of it. */
export interface DonateTarget {
  short_code: string;
  title: string;
  currency: Review['fundraiser']['currency'];
  live: boolean;
  /** The paybill's business number, the sheet's second way to give (D-215), and its account (D-254). */
  paybill?: string;
  account?: string;
}

/**
 * The donation sheet as the server draws it: empty (an `amount` from the link), or drawn again after
 * the plain form was posted, with what was typed and the server's messages. Never a phone number
 * from a link: only a posted form brings one back.
 */
export interface DonateFormState {
  values: Partial<Record<'preset' | 'amount' | 'phone' | 'display_name' | 'message' | 'email', string>> & {
    anonymous?: boolean;
    /** 'E-mail me this fundraiser's updates' (unset: ticked). */
    updates?: boolean;
  };
  /** Field messages, as the API's 400 gives them. */
  errors?: FieldErrors;
  /** A message for the whole form (409 not live, 429 too soon, 503 M-Pesa down). */
  message?: string;
  /** Sent as the plain form's Idempotency-Key: a resubmitted page starts one payment, not two. */
  attempt: string;
  /**
   * A pledge's Pay now (D-241): the pledge this payment counts toward, with its link's token, and
   * while it can be paid, what was pledged and is left (KES) and its own paybill account, the one
   * that credits the pledge (D-232).
   */
  pledge?: { id: string; token: string; owed?: { amount: number; remaining: number; account: string } };
}

/** What the public can report: a fundraiser ('Report this fundraiser') or an item offer. */
export type ReportSubject = 'fundraiser' | 'item';

/** Each subject's public page; its report form is at the same address plus `/report`. */
export const REPORT_SUBJECT_PATHS: Record<ReportSubject, (code: string) => string> = {
  fundraiser: (code) => `/f/${encodeURIComponent(code)}`,
  item: (code) => `/items/${encodeURIComponent(code)}`,
};

/**
 * 'Report this fundraiser' (or this item) as a plain form (it works before any JavaScript): empty, drawn again
 * with what was typed and the messages, or `sent` once the report is filed.
 */
export interface ReportPageData {
  subject: ReportSubject;
  /** The fundraiser's short code or the item's code: its page is `REPORT_SUBJECT_PATHS[subject](code)`. */
  code: string;
  /** Null while a fundraiser's organiser has not written the details. */
  title: string | null;
  sent?: boolean;
  values?: { reason?: string; details?: string };
  errors?: FieldErrors;
  message?: string;
  /** 400 (mistakes in the form) or 429 (too many reports from this address). */
  status?: 400 | 429;
}

/** A page with the data it is drawn from: what the server hands to the renderer (src/web/pages). */
export type PublicPage =
  | { kind: 'home'; live: FundraiserCard[] }
  | ({ kind: 'fundraisers' } & DiscoveryData)
  | {
      kind: 'fundraiser';
      review: Review;
      pageUrl: string;
      readAt: string;
      testPayments?: boolean;
      /** The first page of its updates (live and closed fundraisers only). */
      updates?: FundraiserUpdatesPage;
      /** The answer to the M-Pesa code form's plain post (D-217). */
      mpesaCode?: MpesaCodeDrawn;
      /** 400 (not a code), 429 (too many tries). */
      status?: 400 | 429;
    }
  | { kind: 'legal'; document: LegalDocumentKey }
  | { kind: 'contact' }
  | {
      kind: 'donate';
      fundraiser: DonateTarget;
      pageUrl: string;
      form: DonateFormState;
      /** Payments go to the Daraja simulator: the sheet says 'Test payment'. */
      testPayments: boolean;
      /** 400 (the posted form had mistakes), 409 (not live, or M-Pesa busy), 429, 503. */
      status?: 400 | 409 | 429 | 503;
    }
  | {
      kind: 'donation';
      donation: Donation;
      /** The fundraiser's total as its page shows it, once the donation has succeeded. */
      total?: { raisedText: string; goalText: string };
      pageUrl: string;
      /** When the server read the donation: the retry countdown starts from here. */
      readAt: string;
      /** A request for the gift back posted without a script and refused: why, and what was typed (D-256). */
      refundForm?: { reason: string; message: string };
    }
  | ({ kind: 'report' } & ReportPageData)
  | ({ kind: 'items' } & ItemsListData)
  | ({ kind: 'item' } & ItemPageData)
  | PledgeFormPage
  | MyPledgePage
  | RefundClaimPage
  | {
      kind: 'not-found';
      /** A fundraiser's preview that could not be drawn: no code in the link, or no such fundraiser. */
      missing?: 'url' | 'fundraiser';
    };

/** Live fundraisers the home page shows (it links to the full list). */
export const HOME_CARD_COUNT = 6;

/** Where a donation's page posts its request for the gift back without a script (D-256). */
export const refundFormPath = (donationId: string) => `/donations/${encodeURIComponent(donationId)}/refund`;
