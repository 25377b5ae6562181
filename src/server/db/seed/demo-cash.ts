import { nairobiDate } from '#shared/cash-book.ts';
import { newId } from '../../lib/secrets.ts';
import type { Db } from '../client.ts';
import { insertCashEntry } from '../repositories/cash-book.repository.ts';
import { creditCash } from '../../money/ledger/ledger.ts';
import { hoursAgo, type MoneyCast } from './demo-withdrawals.ts';
import { toMinor } from '#shared/kes.ts';

// The cash book on the demo's money story (D-237, D-238): the church harambee's envelope, recorded
// by one treasurer and confirmed by the other (so it counts, credited as a confirmation credits
// it), and the gifts counted last night, waiting for the second treasurer. `reconcile` adds up.

export const DEMO_CASH = {
  confirmed: {
    kes: 30_000,
    name: "St. Stephen's Women's Guild",
    note: 'Harambee after the Sunday service, envelope 3',
  },
  waiting: { kes: 12_500, note: 'Counted at the home fundraiser dinner, receipt book page 12' },
} as const;

export async function seedDemoCash(trx: Db, cast: MoneyCast) {
  const [mercy, daniel] = cast.treasurers as [string, string];
  const confirmed = newId();
  const recordedAt = hoursAgo(70);
  await insertCashEntry(trx, {
    id: confirmed,
    fundraiser_id: cast.fundraiserId,
    amount_minor: toMinor(DEMO_CASH.confirmed.kes),
    donor_name: DEMO_CASH.confirmed.name,
    received_on: nairobiDate(hoursAgo(74)),
    note: DEMO_CASH.confirmed.note,
    photo_key: null,
    status: 'confirmed',
    recorded_by: mercy,
    recorded_at: recordedAt,
    decided_by: daniel,
    decided_at: hoursAgo(66),
    refusal_reason: null,
  });
  await creditCash(trx, {
    fundraiserId: cast.fundraiserId,
    entryId: confirmed,
    amountMinor: toMinor(DEMO_CASH.confirmed.kes),
  });
  await insertCashEntry(trx, {
    id: newId(),
    fundraiser_id: cast.fundraiserId,
    amount_minor: toMinor(DEMO_CASH.waiting.kes),
    // Anonymous: no name is kept (D-239).
    donor_name: null,
    received_on: nairobiDate(hoursAgo(14)),
    note: DEMO_CASH.waiting.note,
    photo_key: null,
    status: 'waiting',
    recorded_by: mercy,
    recorded_at: hoursAgo(12),
    decided_by: null,
    decided_at: null,
    refusal_reason: null,
  });
}
