import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { DetailsRow, FundraiserDetailsTable } from '../schema.ts';
import { nowIso } from '../../lib/time.ts';
import { findDetails } from './details.repository.ts';
import { fundraiserTotals } from '../../money/ledger/ledger.ts';
import { changedOne } from '../compare-and-swap.ts';

// The owner's changes to a live fundraiser (decisions log D-175, D-176). Each runs in one
// transaction that starts with a conditional write to the fundraiser's row: the lock that puts it
// after (or before) a close or another edit of the same fundraiser, and the status check that a
// close committed a moment ago cannot slip past (as removeImage does for Pending Review).

export type LiveEditOutcome =
  { kind: 'locked' } | { kind: 'below-raised' } | { kind: 'saved'; row: DetailsRow; editedAt: string | null };

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * Replaces a live fundraiser's details unless its new goal is below what it has raised, read in
 * the same transaction after the lock. `goalFloor` turns the KES minor units raised into minor
 * units of the goal's currency. A save that changes nothing leaves the page's date alone.
 */
export function editLiveDetails(
  db: Db,
  values: Insertable<FundraiserDetailsTable>,
  goalFloor: (raisedKesMinor: number) => number,
  /** What else a real change causes, in its transaction (a change of who the money is for, D-262). */
  afterChange: (trx: Db, before: DetailsRow | undefined, after: DetailsRow) => Promise<void> = async () => {},
): Promise<LiveEditOutcome> {
  const { fundraiser_id: id, created_at: _firstSaved, ...changes } = values;
  return db.transaction().execute(async (trx): Promise<LiveEditOutcome> => {
    const now = nowIso();
    const open = await changedOne(
      trx.updateTable('fundraisers').set({ updated_at: now }).where('id', '=', id).where('status', '=', 'live'),
    );
    if (!open) return { kind: 'locked' };
    // Donations are never refused for passing the goal, so a donation that settles after this read
    // leaves the edit as if it had come first: the goal was at least what had been raised then.
    const { raisedMinor } = await fundraiserTotals(trx, id);
    if (Number(values.goal_minor) < goalFloor(raisedMinor)) return { kind: 'below-raised' };
    const before = await findDetails(trx, id);
    const changed =
      !before ||
      Object.entries(changes).some(([k, v]) => k !== 'updated_at' && !same(before[k as keyof DetailsRow], v));
    let editedAt: string | null = null;
    if (changed) {
      await trx.updateTable('fundraiser_details').set(changes).where('fundraiser_id', '=', id).execute();
      await trx.updateTable('fundraisers').set({ edited_at: now }).where('id', '=', id).execute();
      editedAt = now;
    }
    const row = (await findDetails(trx, id))!;
    if (changed) await afterChange(trx, before, row);
    return { kind: 'saved', row, editedAt };
  });
}

/**
 * In the transaction that stores an upload's photos, first (the row lock comes before the slots'
 * locks, as in removeImage): the fundraiser still takes photos, and a photo added to a live one
 * dates the page. False when it was closed, rejected or removed meanwhile.
 */
export async function notePhotoAdded(db: Db, fundraiserId: string) {
  const now = nowIso();
  return changedOne(
    db
      .updateTable('fundraisers')
      .set((eb) => ({
        updated_at: now,
        edited_at: eb.case().when('status', '=', 'live').then(eb.val(now)).else(eb.ref('edited_at')).end(),
      }))
      .where('id', '=', fundraiserId)
      .where('status', 'in', ['pending_review', 'live']),
  );
}
