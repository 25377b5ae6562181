import type { Db } from '../../db/client.ts';
import { queueSms } from '../../db/repositories/outbox.repository.ts';
import { isCodePurpose, sendableFrom } from './quiet-hours.ts';

/**
 * Writes a text to the outbox (D-210), to a number as 2547…; call it inside the transaction of the
 * event that causes it. A code ('…-code') is sent at once, and so is a text `awaited` (a receipt
 * for a payment the person has just made, D-219); anything else written between 20:00 and 08:00
 * Nairobi waits until 08:00.
 */
export function queueText(
  db: Db,
  { awaited, ...sms }: { to: string; purpose: string; text: string; awaited?: boolean },
  now = new Date(),
) {
  const at = sendableFrom(now, awaited ?? isCodePurpose(sms.purpose));
  return queueSms(db, { ...sms, sendAfter: at.getTime() === now.getTime() ? null : at.toISOString() });
}
