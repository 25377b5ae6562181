import type { Db } from '../../db/client.ts';
import { queueMail } from '../../db/repositories/outbox.repository.ts';

/** An e-mail to every reviewer, written in the caller's transaction (the outbox sends it, D-218). */
export async function mailReviewers(trx: Db, subject: string, text: string) {
  const reviewers = await trx
    .selectFrom('users')
    .select(['email_address'])
    .where('role', '=', 'reviewer')
    .where('deleted_at', 'is', null)
    .execute();
  for (const reviewer of reviewers) await queueMail(trx, { to: reviewer.email_address, subject, text });
}
