import type { Insertable } from 'kysely';
import type { Db } from '../client.ts';
import type { MpesaCodeChecksTable } from '../donations-table.ts';
import { changedOne } from '../compare-and-swap.ts';

// "I paid but it's not showing" (D-217): the checks by M-Pesa code.

export const insertCheck = (db: Db, row: Insertable<MpesaCodeChecksTable>) =>
  db.insertInto('mpesa_code_checks').values(row).execute();

export const findCheck = (db: Db, id: string) =>
  db.selectFrom('mpesa_code_checks').selectAll().where('id', '=', id).executeTakeFirst();

export const findCheckByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('mpesa_code_checks').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Records M-Pesa's answer once: a repeated or late result changes nothing. */
export const answerCheck = (
  db: Db,
  id: string,
  answer: Pick<MpesaCodeChecksTable, 'status' | 'donation_id' | 'result_desc'> & { at: string },
) =>
  changedOne(
    db
      .updateTable('mpesa_code_checks')
      .set({
        status: answer.status,
        donation_id: answer.donation_id,
        result_desc: answer.result_desc,
        answered_at: answer.at,
      })
      .where('id', '=', id)
      .where('status', '=', 'asked'),
  );

/** A timeout from Daraja: kept for the record, the check still waits. */
export const noteCheck = (db: Db, id: string, resultDesc: string) =>
  db
    .updateTable('mpesa_code_checks')
    .set({ result_desc: resultDesc })
    .where('id', '=', id)
    .where('status', '=', 'asked')
    .execute();

/**
 * What is known of a payment by this code: counted already (a succeeded donation carries it, or the
 * paybill credited it), received (kept for a reviewer, unallocated or marked to be sent back, D-245),
 * or nothing yet.
 */
export async function knownPayment(db: Db, code: string): Promise<'already_counted' | 'received' | null> {
  const donation = await db
    .selectFrom('donations')
    .select('id')
    .where('mpesa_receipt', '=', code)
    .where('status', '=', 'succeeded')
    .executeTakeFirst();
  if (donation) return 'already_counted';
  const paybill = await db.selectFrom('c2b_payments').select('status').where('trans_id', '=', code).executeTakeFirst();
  if (!paybill) return null;
  return paybill.status === 'credited' ? 'already_counted' : 'received';
}
