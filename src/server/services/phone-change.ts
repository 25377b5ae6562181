import { MSG } from '#shared/messages.ts';
import { TIMINGS } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import { queueMail } from '../db/repositories/outbox.repository.ts';
import { activeTreasurerAccounts, listTreasurerships } from '../db/repositories/treasurers.repository.ts';
import { findUserById } from '../db/repositories/users.repository.ts';
import { ownedFundraisers } from '../db/repositories/fundraisers.repository.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../lib/http-error.ts';
import { greeted, mailTexts } from '../mail-texts/index.ts';
import { queueText } from './sms/sms-outbox.ts';
import { smsTexts } from './sms/sms-texts.ts';
import { smsPhone } from './sms/sms-words.ts';

// A verified phone that gives way to another (D-249). Codes that move money (approvals, payout
// changes) reach that phone, so a stolen session that re-binds it could approve at once: the change
// needs the password, is told at once to the old phone, the account's e-mail and everyone who
// approves with the person, and money codes wait TIMINGS.phoneChangeHoldHours after it.

const HOLD_MS = TIMINGS.phoneChangeHoldHours * 3_600_000;

/** Refuses a money code while the account's phone changed less than a day ago. */
export function phoneHoldOr409(user: Pick<UserRow, 'phone_changed_at'>, now = Date.now()) {
  if (user.phone_changed_at && now - Date.parse(user.phone_changed_at) < HOLD_MS)
    throw new ApiError(409, MSG.phoneJustChanged);
}

/**
 * The verified phone an approval's code goes to (a withdrawal's, a change of treasurers'): 409 with
 * `missing` without one, and while it changed less than a day ago.
 */
export function approverPhoneOr409(
  user: Pick<UserRow, 'phone' | 'phone_verified_at' | 'phone_changed_at'>,
  missing: string,
) {
  if (!user.phone || !user.phone_verified_at) throw new ApiError(409, missing);
  phoneHoldOr409(user);
  return user.phone;
}

/** In the transaction that makes the change: the old phone, the account's e-mail, and its fellow approvers. */
export async function queuePhoneChangeNotices(trx: Db, user: UserRow, oldPhone: string, newPhone: string) {
  const hours = TIMINGS.phoneChangeHoldHours;
  await queueText(trx, {
    to: oldPhone,
    text: smsTexts(user.language).phoneChanged(smsPhone(newPhone), hours),
    purpose: 'phone-change-notice',
    // A possible takeover is told at once, even in quiet hours.
    awaited: true,
  });
  const own = mailTexts(user.language).phoneChanged;
  await queueMail(trx, {
    to: user.email_address,
    subject: own.subject(),
    text: greeted(mailTexts(user.language), user.firstname, own.lines(smsPhone(newPhone), String(hours))),
  });
  const name = `${user.firstname} ${user.lastname}`.trim();
  for (const { title, people } of await fellowApprovers(trx, user.id)) {
    for (const person of people) {
      const texts = mailTexts(person.language);
      await queueMail(trx, {
        to: person.email_address,
        subject: texts.approverPhoneChanged.subject(title),
        text: greeted(texts, person.firstname, texts.approverPhoneChanged.lines(name, String(hours))),
      });
    }
  }
}

/** For each fundraiser the person approves for (as owner or treasurer): the others who do. */
async function fellowApprovers(db: Db, userId: string) {
  const fundraisers = [
    ...(await ownedFundraisers(db, userId)).map((f) => ({ ...f, ownerId: userId })),
    ...(await listTreasurerships(db, userId)).map((f) => ({ id: f.id, title: f.title, ownerId: f.owner_id })),
  ];
  const circles = [];
  for (const f of fundraisers) {
    const owner = f.ownerId === userId ? null : await findUserById(db, f.ownerId);
    const people = [...(owner ? [owner] : []), ...(await activeTreasurerAccounts(db, f.id))].filter(
      (p) => p.id !== userId && !p.deleted_at,
    );
    if (people.length > 0) circles.push({ title: f.title ?? '', people });
  }
  return circles;
}
