import type { Deps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import { findUserById } from '../db/repositories/users.repository.ts';
import { greeted, mailTexts, type MailTexts } from '../mail-texts/index.ts';

// Which e-mails a user's "Notification e-mails" setting (/dashboard/settings) turns off: every
// e-mail that tells them news (a moderation decision, an update, a reply) rather than one they
// need to use or protect the account. Security e-mails always go: sign-up and sign-in codes,
// password reset links, e-mail change codes and notices. Receipts always go too: the donor typed
// the address on the donation sheet to get that receipt, and it is the record of a payment.

/** True when the user wants non-essential e-mails (a deleted account never gets any). */
export const wantsNotificationEmails = (user: Pick<UserRow, 'notification_emails' | 'deleted_at'>) =>
  user.notification_emails === 1 && !user.deleted_at;

/**
 * News for a user who has not turned such e-mails off, in the user's language: `write` picks its
 * subject and lines from that language's texts (a moderation decision, an item request).
 */
export async function tellUser(
  deps: Deps,
  userId: string,
  write: (texts: MailTexts) => { subject: string; lines: string[] },
) {
  const user = await findUserById(deps.db, userId);
  if (!user || !wantsNotificationEmails(user)) return;
  const texts = mailTexts(user.language);
  const { subject, lines } = write(texts);
  await deps.mailer.send({ to: user.email_address, subject, text: greeted(texts, user.firstname, lines) });
}
