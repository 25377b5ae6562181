import type { Deps } from '../../deps.ts';
import type { ItemRow } from '../../db/items-tables.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { wantsNotificationEmails } from '../notifications.ts';

// E-mails about items. Links come from PUBLIC_URL, never the request's Host. They carry no phone
// number or e-mail address of the other party (demo mode prints mails to the log): the contact
// is read on the request's page, by the one person allowed to see it.

export const itemLink = (deps: Deps, code: string) => `${deps.env.PUBLIC_URL}/items/${code}`;

/** News about an item, to a user who has not turned such e-mails off. */
export async function tellUser(deps: Deps, userId: string, subject: string, lines: string[]) {
  const user = await findUserById(deps.db, userId);
  if (user && wantsNotificationEmails(user))
    await deps.mailer.send({
      to: user.email_address,
      subject,
      text: [`Hello ${user.firstname},`, '', ...lines].join('\n'),
    });
}

export const tellDonorOfRequest = (deps: Deps, item: ItemRow, requesterFirstName: string) =>
  tellUser(deps, item.donor_id, `Someone asked for your item: ${item.title}`, [
    `${requesterFirstName} asked for "${item.title}". Read what they wrote and accept or decline:`,
    itemLink(deps, item.code),
  ]);

export const tellRequesterAccepted = (deps: Deps, item: ItemRow, requesterId: string) =>
  tellUser(deps, requesterId, `Your request was accepted: ${item.title}`, [
    `Good news: the donor accepted your request for "${item.title}". Open it to see how to reach them and to send a message:`,
    itemLink(deps, item.code),
  ]);

export const tellRequesterDeclined = (deps: Deps, item: ItemRow, requesterId: string) =>
  tellUser(deps, requesterId, `Your request was declined: ${item.title}`, [
    `The donor of "${item.title}" declined your request. Other items are waiting for you:`,
    `${deps.env.PUBLIC_URL}/fundraisers?view=items`,
  ]);

export const tellDonorRemoved = (deps: Deps, item: ItemRow, reason: string) =>
  tellUser(deps, item.donor_id, `Your item was removed: ${item.title}`, [
    `Our reviewers removed your offer "${item.title}" after it was reported, for this reason:`,
    reason,
    '',
    'Reply to this e-mail if you have questions.',
  ]);
