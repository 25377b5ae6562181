import { sql } from 'kysely';
import { accountNumberOf } from '#shared/account-number.ts';
import type { Db } from '../client.ts';

/**
 * Takes `count` numeric paybill accounts from the one counter (D-254) and returns the first's
 * number; accountNumberOf(first + i) is the i-th account. Best taken outside the caller's
 * transaction: inside one, the counter's row stays locked until it ends. A number taken for an
 * insert that then failed is simply never used.
 */
export async function takeAccountNumbers(db: Db, count: number) {
  const row = await db
    .updateTable('counters')
    .set({ value: sql`value + ${count}` })
    .where('name', '=', 'account_number')
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value) - count;
}

/** One account for a new fundraiser or pledge. */
export const takeAccountNumber = async (db: Db) => accountNumberOf(await takeAccountNumbers(db, 1));
