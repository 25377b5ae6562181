// Business constants from section 9 of the product spec, plus the server-side limits the spec
// leaves open (marked "decision"). One place, read by the server and the web app alike.

export const LIMITS = {
  titleMax: 120,
  detailsMax: 1000,
  businessDescriptionMax: 1000,
  missionMax: 500,
  wordCounterMax: 100,
  missionWordsMax: 50,
  bioMax: 200,
  imagesMax: 5,
  imageBytesMax: 2 * 1024 * 1024,
  verificationCodeLength: 6,
  passwordMin: 8,
  // decision: argon2 on megabyte passwords is a cheap denial of service.
  passwordMax: 128,
  // decision: names and free-text fields the spec does not bound.
  nameMax: 80,
  shortTextMax: 200,
  // decision: the largest goal a fundraiser can ask for, in major units.
  goalMax: 10_000_000_000,
} as const;

export const TIMINGS = {
  accessTokenSeconds: 24 * 60 * 60,
  refreshTokenSeconds: 7 * 24 * 60 * 60,
  verificationCodeSeconds: 10 * 60,
  /** After a verified phone gives way to another, approvals and payout changes by code wait (D-249). */
  phoneChangeHoldHours: 24,
  verificationAttemptsMax: 5,
  resetTokenSeconds: 60 * 60,
  // decision: how long the old address's link can undo an e-mail change.
  emailChangeUndoSeconds: 7 * 24 * 60 * 60,
  toastMs: 5000,
  launchTickMs: 2000,
  resetRedirectMs: 3000,
  cookieRereadMs: 100,
} as const;

export const COOKIE_NAMES = {
  access: 'access_token',
  refresh: 'refresh_token',
} as const;

export const CURRENCIES = ['KES', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'KES';

export const FUNDRAISER_STATUSES = ['pending_review', 'live', 'rejected', 'closed'] as const;
export type FundraiserStatus = (typeof FUNDRAISER_STATUSES)[number];

// A money donation is `pending` from before its STK push until a final answer; only `succeeded`
// ones count. `timed_out`: the phone never answered (1037) or the prompt expired (1019).
export const DONATION_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled', 'timed_out'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
export const FINAL_DONATION_STATUSES: readonly DonationStatus[] = ['succeeded', 'failed', 'cancelled', 'timed_out'];

/** Money donations (decisions, Payments): KES, whole shillings, within M-Pesa's per-payment limit. */
export const DONATION = {
  minKes: 10,
  maxKes: 250_000,
  presetsKes: [100, 500, 1000, 5000],
  messageMax: 280,
  // Daraja refuses a second push to a number while the first is in flight; the sheet waits this long.
  repushSeconds: 60,
} as const;

export const CATEGORY_SLUGS = ['yourself', 'startup', 'organization'] as const;

export const PROVIDERS = ['google', 'facebook', 'twitter', 'email'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const ROLES = ['user', 'reviewer'] as const;
export type Role = (typeof ROLES)[number];

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 50;
