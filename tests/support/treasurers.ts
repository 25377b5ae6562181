import { expect } from 'vitest';
import { outbox, verifiedUser } from './accounts.ts';
import type { Session } from './api.ts';
import { codeSentTo, simMessages, verifyPhone } from './sms.ts';

// Treasurers (D-205) through the real server: the invitation e-mail read back from its outbox, an
// account that accepts it, and an approval confirmed with the code the SMS simulator received.

/** The token of the newest treasurer invitation e-mailed to `email` (by the server at `api`). */
export async function invitationToken(email: string, api?: string) {
  const mail = (await outbox(email, api)).find((m) => /treasurer|mweka hazina/i.test(m.subject));
  const token = mail?.text.match(/\/treasurer-invitations\/accept\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No treasurer invitation was e-mailed to ${email}`);
  return { token, mail: mail! };
}

export const invite = (owner: Session, shortCode: string, email_address: string) =>
  owner.post(`/fundraisers/${shortCode}/treasurers/`, { email_address });

export const accept = (session: Session, token: string) => session.post('/treasurer-invitations/accept/', { token });

/**
 * `n` new accounts invited by `owner` (all invited before any accepts: once one is active, no one
 * new joins while money is held without their approval, D-255), each with a verified phone, that accepted.
 */
/** Treasurers' names, each different, so a screen or a list can be read for who did what. */
export const TREASURER_NAMES = [
  { firstname: 'Mercy', lastname: 'Wanjiru' },
  { firstname: 'Daniel', lastname: 'Kariuki' },
  { firstname: 'Grace', lastname: 'Atieno' },
  { firstname: 'Joseph', lastname: 'Kiprono' },
];

export async function addTreasurers(owner: Session, shortCode: string, n: number, api?: string) {
  const people = [];
  for (let i = 0; i < n; i++) {
    const person = await verifiedUser('treasurer', api, TREASURER_NAMES[i % TREASURER_NAMES.length]);
    expect((await invite(owner, shortCode, person.email)).status).toBe(201);
    people.push(person);
  }
  const treasurers = [];
  for (const person of people) {
    const phone = await verifyPhone(person.session);
    const { token } = await invitationToken(person.email, api);
    const accepted = await accept(person.session, token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    treasurers.push({ ...person, phone });
  }
  return treasurers;
}

/** One active treasurer (see addTreasurers). */
export const addTreasurer = async (owner: Session, shortCode: string, api?: string) =>
  (await addTreasurers(owner, shortCode, 1, api))[0]!;

/** Asks for an approval code for withdrawal `id` and returns it, read from the SMS simulator. */
export async function approvalCode(session: Session, phone: string, id: string) {
  const previous = (await simMessages(phone)).find((m) => m.message.includes('to approve'))?.message;
  const sent = await session.post(`/withdrawals/${id}/approvals/`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  return (await codeSentTo(phone, { saying: 'to approve', not: previous })).code;
}

export const confirmApproval = (session: Session, id: string, code: string) =>
  session.post(`/withdrawals/${id}/approvals/confirm/`, { code });

/** Asks for the code that approves change `id` of a change of treasurers (D-255), read from the SMS simulator. */
export async function changeCode(session: Session, phone: string, shortCode: string, id: string) {
  const saying = 'change of treasurers';
  const previous = (await simMessages(phone)).find((m) => m.message.includes(saying))?.message;
  const sent = await session.post(`/fundraisers/${shortCode}/treasurer-changes/${id}/code/`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  return (await codeSentTo(phone, { saying, not: previous })).code;
}

/** Approves change `id` with a fresh code; returns the server's reply. */
export const approveChange = async (t: { session: Session; phone: string }, shortCode: string, id: string) =>
  t.session.post(`/fundraisers/${shortCode}/treasurer-changes/${id}/approve/`, {
    code: await changeCode(t.session, t.phone, shortCode, id),
  });
