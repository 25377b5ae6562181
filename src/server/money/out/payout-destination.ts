import type { Context } from 'hono';
import { DESTINATION_MSG, type Destination, type DestinationReply } from '#shared/schemas/payout-destination.schema.ts';
import type { AppEnv, Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import { findDetails } from '../../db/repositories/details.repository.ts';
import * as destinations from '../../db/repositories/payout-destinations.repository.ts';
import { queueMail } from '../../db/repositories/outbox.repository.ts';
import { confirmCurrentPassword } from '../../auth/current-password.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import { isoIn } from '../../lib/time.ts';
import { greeted, mailTexts } from '../../mail-texts/index.ts';
import { checkSmsCode, smsCodeKey, useSmsCode, writeSmsCode } from '../../services/sms-codes.ts';
import { queueText } from '../../services/sms/sms-outbox.ts';
import { smsTexts } from '../../services/sms/sms-texts.ts';
import { queueTreasurerMails, queueTreasurerTexts } from './treasurer-notices.ts';
import { phoneHoldOr409 } from '../../services/phone-change.ts';
import { smsDestination } from '../../services/sms/sms-words.ts';

// Where the money goes (D-203): the owner changes it with their password and a code sent by SMS to
// their verified phone (a stolen session alone cannot redirect a harambee's money); the change is
// told to the owner and the treasurers (D-205) by SMS and e-mail, and no withdrawal is paid for
// PAYOUT_COOLING_HOURS after it.

const destinationKey = (fundraiserId: string, userId: string) => smsCodeKey('payout-destination', fundraiserId, userId);

export async function destinationView(
  db: Db,
  fundraiserId: string,
  coolingHours: number,
): Promise<DestinationReply['data']> {
  const [current, pending] = await Promise.all([
    destinations.findDestination(db, fundraiserId),
    destinations.findDestinationRequest(db, fundraiserId),
  ]);
  return {
    destination: current ? destinations.destinationOf(current) : null,
    pending: pending ? destinations.destinationOf(pending) : null,
    paid_from: current?.paid_from ?? null,
    cooling_hours: coolingHours,
  };
}

/** Checks the password, keeps the change waiting, and sends the owner its code. */
export async function requestDestinationChange(
  c: Context<AppEnv>,
  deps: Deps,
  fundraiser: FundraiserRow,
  owner: UserRow,
  { current_password, ...destination }: Destination & { current_password: string },
) {
  if (!owner.password_hash) throw fieldError('current_password', DESTINATION_MSG.needsPassword);
  await confirmCurrentPassword(c, deps, owner, current_password);
  const phone = owner.phone_verified_at ? owner.phone : null;
  if (!phone) throw new ApiError(409, DESTINATION_MSG.phoneNeeded);
  phoneHoldOr409(owner);
  await deps.db.transaction().execute(async (trx) => {
    await destinations.putDestinationRequest(trx, fundraiser.id, owner.id, destination);
    await writeSmsCode(trx, {
      key: destinationKey(fundraiser.id, owner.id),
      userId: owner.id,
      phone,
      text: smsTexts(owner.language).destinationCode,
      purpose: 'destination-code',
    });
  });
  deps.sms.wake();
}

/** The right code makes the waiting change the destination, starts the wait, and tells the owner. */
export async function confirmDestinationChange(deps: Deps, fundraiser: FundraiserRow, owner: UserRow, code: string) {
  const key = destinationKey(fundraiser.id, owner.id);
  await checkSmsCode(deps, key, code, DESTINATION_MSG.noCode);
  const request = await destinations.findDestinationRequest(deps.db, fundraiser.id);
  if (!request) throw fieldError('code', DESTINATION_MSG.noCode);
  const destination = destinations.destinationOf(request);
  const hours = deps.env.PAYOUT_COOLING_HOURS;
  await deps.db.transaction().execute(async (trx) => {
    await useSmsCode(trx, key);
    await destinations.putDestination(trx, fundraiser.id, owner.id, destination, isoIn(hours * 3600));
    await destinations.deleteDestinationRequest(trx, fundraiser.id);
    await queueText(trx, {
      to: owner.phone!,
      text: smsTexts(owner.language).destinationChanged(smsDestination(destination, owner.language), hours),
      purpose: 'destination-notice',
    });
    await queueTreasurerTexts(trx, fundraiser.id, destination, hours);
    // A security notice: it goes whatever the notification setting says (services/notifications.ts),
    // written with the change like the texts (D-218).
    const texts = mailTexts(owner.language);
    const title = (await findDetails(trx, fundraiser.id))?.title ?? fundraiser.short_code;
    const { subject, lines } = texts.payoutDestinationChanged;
    await queueMail(trx, {
      to: owner.email_address,
      subject: subject(title),
      text: greeted(texts, owner.firstname, lines(smsDestination(destination, owner.language), String(hours))),
    });
    await queueTreasurerMails(trx, fundraiser.id, title, destination, hours);
  });
  deps.sms.wake();
}
