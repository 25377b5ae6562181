import type { Db } from '../client.ts';
import { changedOne } from '../compare-and-swap.ts';
import type { TreasurerChangesTable } from '../treasurers-table.ts';
import { nowIso } from '../../lib/time.ts';

// Changes of treasurers waiting for their majority (D-255), and who approved each.

export const insertChange = (trx: Db, row: TreasurerChangesTable) =>
  trx.insertInto('treasurer_changes').values(row).execute();

/** The fundraiser's open change, if any (at most one: asked for under the treasurers' lock). */
export const openChangeOf = (db: Db, fundraiserId: string) =>
  db
    .selectFrom('treasurer_changes')
    .selectAll()
    .where('fundraiser_id', '=', fundraiserId)
    .where('status', '=', 'open')
    .executeTakeFirst();

export const findChange = (db: Db, fundraiserId: string, id: string) =>
  db
    .selectFrom('treasurer_changes')
    .selectAll()
    .where('fundraiser_id', '=', fundraiserId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Open changes of these fundraisers (a treasurer's dashboard). */
export const openChangesOf = (db: Db, fundraiserIds: string[]) =>
  fundraiserIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('treasurer_changes')
        .selectAll()
        .where('fundraiser_id', 'in', fundraiserIds)
        .where('status', '=', 'open')
        .execute();

/** Who approved these changes, by name, in the order they did. */
export const approvalsOf = (db: Db, changeIds: string[]) =>
  changeIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('treasurer_change_approvals as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(['a.change_id', 'a.user_id', 'u.firstname', 'u.lastname'])
        .where('a.change_id', 'in', changeIds)
        .orderBy('a.approved_at')
        .orderBy('a.user_id')
        .execute();

/** One approval per person: a second is ignored. */
export const addChangeApproval = (trx: Db, changeId: string, userId: string) =>
  trx
    .insertInto('treasurer_change_approvals')
    .values({ change_id: changeId, user_id: userId, approved_at: nowIso() })
    .onConflict((oc) => oc.columns(['change_id', 'user_id']).doNothing())
    .execute();

/** A compare-and-swap from 'open': of two requests closing one change, one goes on. */
export const closeChange = (trx: Db, id: string, status: 'made' | 'cancelled') =>
  changedOne(
    trx
      .updateTable('treasurer_changes')
      .set({ status, closed_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'open'),
  );
