import type { Db } from '../client.ts';
import { nowIso } from '../../lib/time.ts';

// What Africa's Talking says about a text after taking it, and the numbers never texted again
// (D-219).

/** Statuses after which nothing more is heard of a text: a later interim report never replaces them. */
export const FINAL_DELIVERY = ['Success', 'Failed', 'Rejected', 'Expired'] as const;

/**
 * Records a delivery report on the text with that message id, until a final one has been recorded. Returns the text's number, or
 * undefined for an id we never had.
 */
export async function recordDeliveryReport(db: Db, report: { id: string; status: string; reason: string | null }) {
  const row = await db
    .updateTable('outbox')
    .set({ delivery_status: report.status, delivery_reason: report.reason, reported_at: nowIso() })
    .where('channel', '=', 'sms')
    .where('provider_message_id', '=', report.id)
    // Nothing replaces a final status: a repeat of it, or an interim report arriving late.
    .where((eb) => eb.or([eb('delivery_status', 'is', null), eb('delivery_status', 'not in', FINAL_DELIVERY)]))
    .returning(['to_address'])
    .executeTakeFirst();
  if (row) return row.to_address;
  const known = await db
    .selectFrom('outbox')
    .select('to_address')
    .where('channel', '=', 'sms')
    .where('provider_message_id', '=', report.id)
    .executeTakeFirst();
  return known?.to_address;
}

/** The number (2547…) is never texted again; a second suppression changes nothing. */
export const suppressNumber = (db: Db, phone: string, reason: string) =>
  db
    .insertInto('sms_suppressions')
    .values({ phone, reason, created_at: nowIso() })
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();

export const isSuppressed = async (db: Db, phone: string) =>
  Boolean(await db.selectFrom('sms_suppressions').select('phone').where('phone', '=', phone).executeTakeFirst());
