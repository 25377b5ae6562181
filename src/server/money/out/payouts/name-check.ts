import type { Db } from '../../../db/client.ts';
import { findDestination } from '../../../db/repositories/payout-destinations.repository.ts';

// After a number's first payout, the name M-Pesa gives for it (ReceiverPartyPublicName,
// "2547… - JOHN DOE") is compared with the owner's (D-208): a number that is not the organiser's
// holds further withdrawals for a reviewer. The name is personal data: stored on the payout, never
// shown publicly, never logged.

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\p{L}\s]/gu, ' ')
    .toUpperCase()
    .split(/\s+/)
    .filter((w) => w.length >= 2);

/** True when any of the owner's names is among the names M-Pesa gave (registered names vary in order and middle names). */
export function namesAgree(receiverName: string, owner: { firstname: string; lastname: string }) {
  const given = new Set(words(receiverName.replace(/^\s*\+?\d+\s*[-–]\s*/, '')));
  return words(`${owner.firstname} ${owner.lastname}`).some((w) => given.has(w));
}

/** Records the check for the destination's number once, on its first payout. */
export async function checkReceiverName(trx: Db, fundraiserId: string, phone: string, receiverName: string) {
  const destination = await findDestination(trx, fundraiserId);
  if (!destination || destination.name_check || destination.phone !== phone) return;
  const owner = await trx
    .selectFrom('fundraisers as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['u.firstname', 'u.lastname'])
    .where('f.id', '=', fundraiserId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('payout_destinations')
    .set({ name_check: namesAgree(receiverName, owner) ? 'ok' : 'mismatch' })
    .where('fundraiser_id', '=', fundraiserId)
    .where('name_check', 'is', null)
    .execute();
}
