import { z } from 'zod';
import { emptyToUndefined, freeText } from './schemas/fields.ts';
import { parseDate } from './pledges/instalments.ts';
import { nairobiDate } from './nairobi-time.ts';

// The harambee's cash book (D-237): cash or bank gifts a treasurer (or the owner) records, which
// count once a second person confirms them. What a treasurer types is checked here, once, for the
// form and for the server; the date's bounds need the fundraiser and today, so they are a function.

export const CASH_BOOK = {
  /** A coin of KES 10 is the smallest gift worth writing in a receipt book. */
  minKes: 10,
  /**
   * Above this a cash gift is one a bank must report (Kenya's anti-money-laundering threshold,
   * USD 10 000): it belongs in the bank, given there, not in a receipt book.
   */
  maxKes: 1_000_000,
  nameMax: 80,
  noteMin: 3,
  noteMax: 300,
  reasonMin: 5,
  reasonMax: 200,
} as const;

export const CASH_MSG = {
  amountRequired: 'Enter the amount received',
  amountWhole: 'Enter a whole number of shillings',
  amountMin: `Enter at least KES ${CASH_BOOK.minKes}`,
  amountMax: 'One entry records at most KES 1,000,000: larger gifts go through the bank',
  nameRequired: 'Enter the name of who gave, or choose Anonymous',
  nameMax: `The name must be at most ${CASH_BOOK.nameMax} characters`,
  dateRequired: 'Enter the date the money was received',
  dateFuture: 'The date received cannot be in the future',
  dateBeforeFundraiser: 'The date received cannot be before the fundraiser was created',
  noteRequired: 'Add a note: where and how the money was received',
  noteMin: `Write the note in at least ${CASH_BOOK.noteMin} characters`,
  noteMax: `The note must be at most ${CASH_BOOK.noteMax} characters`,
  reasonRequired: 'Say why you refuse this entry',
  reasonMin: `Say why in at least ${CASH_BOOK.reasonMin} characters`,
  reasonMax: `The reason must be at most ${CASH_BOOK.reasonMax} characters`,
  notFound: 'Cash entry not found',
  needsTreasurer: 'Cash needs two people: invite a treasurer first, who confirms what you record.',
  notLive: 'Cash is recorded while the fundraiser is live.',
  notWaiting: 'This entry is no longer waiting for confirmation.',
  ownEntry: 'You recorded this entry: another treasurer confirms it, not you.',
  notRecorder: 'Only the person who recorded this entry can take it back.',
  recorded: 'Recorded. It counts once another treasurer confirms it.',
  confirmed: 'Confirmed. It now counts in the total.',
  refused: 'Entry refused.',
  withdrawn: 'Entry taken back.',
  noPhoto: 'This entry has no photo.',
} as const;

export const CASH_STATUSES = ['waiting', 'confirmed', 'refused', 'withdrawn'] as const;
export type CashStatus = (typeof CASH_STATUSES)[number];

// One reading of a calendar date for every form: a month 13 or a 30 February is no date (a 400 with
// the form's message), never an exception.
const isCalendarDate = (v: string) => parseDate(v) !== null;

// Each rule says its own issue and lets the others run (no `abort`, and whole shillings as a
// refinement rather than .int(), which stops the rest): the form shows everything wrong at once,
// the name rule included.
const amountField = z
  .number({ error: CASH_MSG.amountRequired })
  .refine(Number.isInteger, { error: CASH_MSG.amountWhole })
  .min(CASH_BOOK.minKes, { error: CASH_MSG.amountMin })
  .max(CASH_BOOK.maxKes, { error: CASH_MSG.amountMax });

const cashEntryFields = z.object({
  amount: amountField,
  /** True: shown as 'Anonymous' and no name is kept. */
  anonymous: z.boolean().default(false),
  donor_name: z.preprocess(emptyToUndefined, freeText().max(CASH_BOOK.nameMax, { error: CASH_MSG.nameMax }).optional()),
  /** The day it was received (YYYY-MM-DD, Nairobi). */
  received_on: z.string({ error: CASH_MSG.dateRequired }).refine(isCalendarDate, { error: CASH_MSG.dateRequired }),
  note: freeText({ error: CASH_MSG.noteRequired })
    .min(CASH_BOOK.noteMin, { error: (issue) => (issue.input === '' ? CASH_MSG.noteRequired : CASH_MSG.noteMin) })
    .max(CASH_BOOK.noteMax, { error: CASH_MSG.noteMax }),
});

/**
 * A named gift needs its name; an anonymous one needs none. Checked even when other fields are
 * wrong (`when`), so the form says everything that is missing at once.
 */
const hasName = (entry: { anonymous: boolean; donor_name?: string }) => entry.anonymous || Boolean(entry.donor_name);
const nameRule = {
  path: ['donor_name'],
  error: CASH_MSG.nameRequired,
  // Only on an object (a document generator probes schemas with null) whose name fields parsed.
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => ['anonymous', 'donor_name'].includes(String(issue.path?.[0]))),
};

/** POST /fundraisers/{short_code}/cash-book/ (JSON, or the same fields as multipart with an `image`). */
export const cashEntryInputSchema = cashEntryFields.refine(hasName, nameRule);
export type CashEntryInput = z.input<typeof cashEntryInputSchema>;
export type CashEntry = z.output<typeof cashEntryInputSchema>;

/** The name kept: none for an anonymous gift, whatever was typed before the box was ticked (D-239). */
export const keptName = (entry: Pick<CashEntry, 'anonymous' | 'donor_name'>) =>
  entry.anonymous ? null : (entry.donor_name ?? null);

/** The amount as typed: spaces and commas forgiven ("10 000"), anything else not a whole number. */
export const typedAmount = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const digits = v.replace(/[\s,]/g, '');
  return digits === '' ? undefined : Number(digits);
};

/** The record form's fields as typed (the amount as text), checked by the request's own rules. */
export const cashEntryFormSchema = cashEntryFields
  .extend({ amount: z.preprocess(typedAmount, amountField) })
  .refine(hasName, nameRule);
export type CashEntryForm = {
  amount: string;
  anonymous: boolean;
  donor_name: string;
  received_on: string;
  note: string;
};

/** POST …/cash-book/{id}/refuse/ */
export const refuseCashSchema = z.object({
  reason: freeText({ error: CASH_MSG.reasonRequired })
    .min(CASH_BOOK.reasonMin, { error: (issue) => (issue.input === '' ? CASH_MSG.reasonRequired : CASH_MSG.reasonMin) })
    .max(CASH_BOOK.reasonMax, { error: CASH_MSG.reasonMax }),
});
export type RefuseCash = z.infer<typeof refuseCashSchema>;

export { nairobiDate };

/**
 * What is wrong with a date received, or null: never after today, never before the fundraiser was
 * created, both as days in Nairobi. The server asks with its clock; the form asks with the phone's.
 */
export function receivedOnProblem(receivedOn: string, bounds: { now: Date | number; createdAt: string }) {
  if (receivedOn > nairobiDate(bounds.now)) return CASH_MSG.dateFuture;
  if (receivedOn < nairobiDate(bounds.createdAt)) return CASH_MSG.dateBeforeFundraiser;
  return null;
}
