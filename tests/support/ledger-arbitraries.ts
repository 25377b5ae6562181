import fc from 'fast-check';
import type { Answer } from './ledger-model.ts';

// What can happen to a fundraiser's money, drawn at random for the ledger's property test
// (ledger.property.test.ts): each step's kind and its choices, and the run's opening donations.

export type Told = 'once' | 'twice' | 'both';
export type Step =
  | { kind: 'donation'; kes: number; paid: boolean; toldTwice: boolean }
  | { kind: 'paybill'; kes: number; typo: boolean; twice: boolean; byNumber?: boolean }
  | { kind: 'cash'; kes: number; twice: boolean }
  /** A donor asks for a paid gift back within the day (D-256), `twice` at once. */
  | { kind: 'refund'; pick: number; twice: boolean }
  /** The payer of a paid gift has M-Pesa reverse it (456), found in the statement (D-259), `twice` at once. */
  | { kind: 'reversal'; pick: number; twice: boolean }
  /** `share`: that many thousandths of what is available, else `kes`. */
  | { kind: 'withdraw'; kes: number; share: number | null }
  /** `tick`: the worker's turn comes straight after, as it does every second or two. */
  | { kind: 'approve'; pick: number; tick: boolean }
  | { kind: 'tick' }
  /** A requested withdrawal approved, sent and every part answered `code` by a status query. */
  | { kind: 'payout'; pick: number; code: '0' | '2040' | '1'; twice: boolean }
  | { kind: 'answer'; pick: number; code: Answer; from: 'result' | 'status'; told: Told; agrees: boolean }
  | { kind: 'lose'; pick: number; died: boolean }
  | {
      kind: 'refuse';
      pick: number;
      by: 'reviewer' | 'treasurer';
      /** Picked among all, ended ones too, rather than among those still live. */
      ended: boolean;
      race: 'none' | 'cancel' | 'tick' | 'answer' | 'both';
    }
  | { kind: 'cancel'; pick: number; twice: boolean }
  | { kind: 'destination'; to: 'mpesa' | 'paybill' | 'same' }
  | { kind: 'later'; tick: boolean }
  | { kind: 'acceptName'; tick: boolean }
  | { kind: 'resume'; tick: boolean };

const pick = fc.nat({ max: 1000 });
export const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('donation' as const),
      kes: fc.integer({ min: 10, max: 250_000 }),
      paid: fc.boolean(),
      toldTwice: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('paybill' as const),
      kes: fc.integer({ min: 1, max: 150_000 }),
      typo: fc.boolean(),
      twice: fc.boolean(),
      // The numeric account (D-254) or the older code.
      byNumber: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cash' as const),
      kes: fc.integer({ min: 10, max: 200_000 }),
      twice: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick, twice: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reversal' as const), pick, twice: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      // Above 259 068 the sent amount is over M-Pesa's KES 250 000 and goes in parts.
      kes: fc.oneof(fc.integer({ min: 11, max: 250_000 }), fc.integer({ min: 259_100, max: 800_000 })),
      share: fc.option(fc.integer({ min: 500, max: 1000 }), { freq: 2 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick, tick: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('tick' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('payout' as const),
      pick,
      code: fc.constantFrom('0' as const, '2040' as const, '1' as const),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      pick,
      code: fc.oneof(
        { weight: 4, arbitrary: fc.constant('0' as const) },
        {
          weight: 1,
          arbitrary: fc.constantFrom('1' as const, '2001' as const, '2040' as const, '400.002.02' as const),
        },
      ),
      from: fc.constantFrom('result' as const, 'status' as const),
      told: fc.constantFrom('once' as const, 'twice' as const, 'both' as const),
      agrees: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lose' as const), pick, died: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('refuse' as const),
      pick,
      by: fc.constantFrom('reviewer' as const, 'treasurer' as const),
      // Mostly one that has not ended: an ended one is only ever a 409.
      ended: fc.constantFrom(false, false, false, true),
      race: fc.constantFrom('none' as const, 'cancel' as const, 'tick' as const, 'answer' as const, 'both' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick, twice: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('destination' as const),
      to: fc.constantFrom('mpesa' as const, 'paybill' as const, 'same' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('later' as const), tick: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('acceptName' as const), tick: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resume' as const), tick: fc.boolean() }) },
);

/** Paid donations before the run, so that withdrawals above one payout's limit can be afforded. */
export const opening = fc.array(fc.integer({ min: 100_000, max: 250_000 }), {
  minLength: 1,
  maxLength: 4,
  size: 'max',
});
export const start = fc.constantFrom('paybill' as const, 'mpesa' as const);
