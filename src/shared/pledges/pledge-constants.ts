import { DONATION } from '../constants.ts';

// Pledges (ahadi, D-230): the limits of a promise and the words the server answers with. A pledge
// is paid by donations, so its amount (and each instalment) keeps within a donation's limits.

export const PLEDGE = {
  /** Whole KES, as a donation (decisions, Payments). */
  minKes: DONATION.minKes,
  maxKes: DONATION.maxKes,
  /** The first due date: today (Nairobi) at the earliest, at most this many days ahead (D-230). */
  maxDaysAhead: 366,
  maxInstalments: 12,
  /** A pledger's name, as a donor's. */
  nameMax: 80,
} as const;

export const PLEDGE_PERIODS = ['weekly', 'monthly'] as const;
export type PledgePeriod = (typeof PLEDGE_PERIODS)[number];

/**
 * What a pledge is, as everyone sees it: derived when read (D-231) from its stored state, what was
 * paid toward it and what was due by today. `unconfirmed`: its phone's code was never given.
 */
export const PLEDGE_STATUSES = ['unconfirmed', 'open', 'partly_paid', 'overdue', 'fulfilled', 'released'] as const;
export type PledgeStatus = (typeof PLEDGE_STATUSES)[number];

/** What is stored: the code given (confirmed) or not, or let go by the pledger. */
export const PLEDGE_STATES = ['unconfirmed', 'confirmed', 'released'] as const;
export type PledgeState = (typeof PLEDGE_STATES)[number];

/** How a payment came to count toward a pledge (D-232). */
export const PLEDGE_LINKS = ['stk', 'paybill', 'phone'] as const;
export type PledgeLink = (typeof PLEDGE_LINKS)[number];

/** The server's words about pledges; the app translates them by key (its locale catalogues). */
export const PLEDGE_MSG = {
  dueDateRequired: 'Choose the date you will pay by',
  dueDateInvalid: 'Enter a date such as 2026-12-24',
  dueDatePast: 'The date cannot be in the past',
  dueDateTooFar: 'Choose a date within a year',
  instalmentsRange: `Choose between 1 and ${PLEDGE.maxInstalments} payments`,
  periodRequired: 'Choose weekly or monthly payments',
  instalmentTooSmall: `Each payment must be at least KES ${DONATION.minKes}`,
  notFound: 'Pledge not found',
  noCode: 'There is no code waiting for this pledge. Please pledge again.',
  alreadyConfirmed: 'This pledge is already confirmed.',
  released: 'This pledge was released.',
  fulfilled: 'This pledge is already fully paid.',
  wrongLink: 'This pledge link is not valid. Use the link from your SMS.',
  codeSent: 'We sent a code to your phone.',
  notPayable: 'This pledge cannot be paid toward. Give as a plain donation instead.',
} as const;
