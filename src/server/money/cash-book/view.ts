import type { CashBook, CashEntryView } from '#shared/cash-book-entry.ts';
import type { Db } from '../../db/client.ts';
import { listCashEntries } from '../../db/repositories/cash-book.repository.ts';
import { findDetails } from '../../db/repositories/details.repository.ts';
import { fullName } from '../../lib/serializers.ts';
import { confirmRefusal, recordRefusal, type CashBookAccess } from './who.ts';

// The cash book as its keepers see it (D-237): every entry with who recorded and decided it, and
// what the signed-in person may do with each, so the screen offers only what the server takes.

type Row = Awaited<ReturnType<typeof listCashEntries>>[number];

function toView(row: Row, access: CashBookAccess, userId: string): CashEntryView {
  const waiting = row.status === 'waiting';
  const decider =
    row.decider_firstname !== null
      ? fullName({ firstname: row.decider_firstname, lastname: row.decider_lastname! })
      : null;
  return {
    id: row.id,
    status: row.status,
    amount: Number(row.amount_minor),
    donor_name: row.donor_name,
    anonymous: row.donor_name === null,
    received_on: row.received_on,
    note: row.note,
    has_photo: row.photo_key !== null,
    recorded_by: fullName({ firstname: row.recorder_firstname, lastname: row.recorder_lastname }),
    recorded_at: row.recorded_at,
    decided_by: decider,
    decided_at: row.decided_at,
    refusal_reason: row.refusal_reason,
    recorded_by_me: row.recorded_by === userId,
    can_confirm: waiting && confirmRefusal(access.fundraiser, access.treasurers, row, userId) === null,
    can_withdraw: waiting && row.recorded_by === userId,
  };
}

export async function cashBookOf(db: Db, access: CashBookAccess, userId: string): Promise<CashBook> {
  const [rows, details] = await Promise.all([
    listCashEntries(db, access.fundraiser.id),
    findDetails(db, access.fundraiser.id),
  ]);
  const total = (status: string) =>
    rows.filter((r) => r.status === status).reduce((sum, r) => sum + Number(r.amount_minor), 0);
  return {
    title: details?.title ?? null,
    entries: rows.map((row) => toView(row, access, userId)),
    confirmed_total: total('confirmed'),
    waiting_total: total('waiting'),
    can_record: recordRefusal(access) === null,
    needs_treasurer: access.treasurers.length === 0,
    created_at: access.fundraiser.created_at,
  };
}

/** One entry as the book shows it to `userId`. */
export async function cashEntryOf(db: Db, access: CashBookAccess, id: string, userId: string) {
  const [row] = await listCashEntries(db, access.fundraiser.id, id);
  return toView(row!, access, userId);
}
