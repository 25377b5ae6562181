import type { Deps } from '../../deps.ts';
import type { ItemRow } from '../../db/items-tables.ts';
import { tellUser } from '../notifications.ts';

// E-mails about items. Links come from PUBLIC_URL, never the request's Host. They carry no phone
// number or e-mail address of the other party (demo mode prints mails to the log): the contact
// is read on the request's page, by the one person allowed to see it.

export const itemLink = (deps: Deps, code: string) => `${deps.env.PUBLIC_URL}/items/${code}`;

export const tellDonorOfRequest = (deps: Deps, item: ItemRow, requesterFirstName: string) =>
  tellUser(deps, item.donor_id, (t) => ({
    subject: t.itemRequested.subject(item.title),
    lines: t.itemRequested.lines(requesterFirstName, item.title, itemLink(deps, item.code)),
  }));

export const tellRequesterAccepted = (deps: Deps, item: ItemRow, requesterId: string) =>
  tellUser(deps, requesterId, (t) => ({
    subject: t.itemRequestAccepted.subject(item.title),
    lines: t.itemRequestAccepted.lines(item.title, itemLink(deps, item.code)),
  }));

export const tellRequesterDeclined = (deps: Deps, item: ItemRow, requesterId: string) =>
  tellUser(deps, requesterId, (t) => ({
    subject: t.itemRequestDeclined.subject(item.title),
    lines: t.itemRequestDeclined.lines(item.title, `${deps.env.PUBLIC_URL}/fundraisers?view=items`),
  }));

export const tellDonorRemoved = (deps: Deps, item: ItemRow, reason: string) =>
  tellUser(deps, item.donor_id, (t) => ({
    subject: t.itemRemoved.subject(item.title),
    lines: t.itemRemoved.lines(item.title, reason),
  }));
