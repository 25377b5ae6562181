import type { Db } from '../../db/client.ts';
import { queueMail } from '../../db/repositories/outbox.repository.ts';
import { activeTreasurerAccounts } from '../../db/repositories/treasurers.repository.ts';
import { greeted, mailTexts } from '../../mail-texts/index.ts';
import { queueText } from '../../services/sms/sms-outbox.ts';
import { smsTexts } from '../../services/sms/sms-texts.ts';
import { smsDestination } from '../../services/sms/sms-words.ts';
import type { Destination } from '#shared/schemas/payout-destination.schema.ts';

// A changed payout destination is told to every treasurer too (D-203, D-205), by SMS and e-mail in
// their language: they are the ones who would notice a change the owner did not make.

/** Their texts, in the transaction that makes the change. */
export async function queueTreasurerTexts(trx: Db, fundraiserId: string, destination: Destination, hours: number) {
  for (const treasurer of await activeTreasurerAccounts(trx, fundraiserId)) {
    if (!treasurer.phone || !treasurer.phone_verified_at) continue;
    await queueText(trx, {
      to: treasurer.phone,
      text: smsTexts(treasurer.language).treasurerDestinationChanged(
        smsDestination(destination, treasurer.language),
        hours,
      ),
      purpose: 'destination-notice',
    });
  }
}

/** Their e-mails, in the same transaction (D-218): a security notice, whatever the notification setting says. */
export async function queueTreasurerMails(
  trx: Db,
  fundraiserId: string,
  title: string,
  destination: Destination,
  hours: number,
) {
  for (const treasurer of await activeTreasurerAccounts(trx, fundraiserId)) {
    const texts = mailTexts(treasurer.language);
    const { subject, lines } = texts.treasurerDestinationChanged;
    await queueMail(trx, {
      to: treasurer.email_address,
      subject: subject(title),
      text: greeted(texts, treasurer.firstname, lines(smsDestination(destination, treasurer.language), String(hours))),
    });
  }
}
