import { expect } from 'vitest';
import { nairobiDate } from '#shared/cash-book.ts';
import type { Session } from './api.ts';
import type { OwnDb } from './own-server.ts';

// The cash book (D-237) through the real server: an entry recorded as JSON or multipart (with the
// receipt's photo), and the three decisions on it.

export const today = () => nairobiDate(Date.now());

export const cashEntry = (overrides: Record<string, unknown> = {}) => ({
  amount: 3000,
  donor_name: 'Mama Wanjiru',
  anonymous: false,
  received_on: today(),
  note: 'Handed over at the church harambee, receipt 0142',
  ...overrides,
});

export const bookOf = (session: Session, shortCode: string) => session.get(`/fundraisers/${shortCode}/cash-book/`);

export const recordCash = (session: Session, shortCode: string, overrides: Record<string, unknown> = {}) =>
  session.post(`/fundraisers/${shortCode}/cash-book/`, cashEntry(overrides));

/** Records an entry that must be taken (201) and returns its id. */
export async function recorded(session: Session, shortCode: string, overrides: Record<string, unknown> = {}) {
  const reply = await recordCash(session, shortCode, overrides);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.body.data.status).toBe('waiting');
  return reply.body.data.id as string;
}

/** The same fields as multipart, with the receipt book page's photo. */
export function recordWithPhoto(
  session: Session,
  shortCode: string,
  photo: File,
  overrides: Record<string, unknown> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(cashEntry(overrides))) form.set(name, String(value));
  form.set('image', photo);
  return session.request(`/fundraisers/${shortCode}/cash-book/`, { method: 'POST', body: form });
}

export const decide = (
  session: Session,
  shortCode: string,
  id: string,
  action: 'confirm' | 'refuse' | 'withdraw',
  json?: unknown,
) => session.post(`/fundraisers/${shortCode}/cash-book/${id}/${action}/`, json);

/** Details for a fundraiser made straight in a server's database, so its review has a total to show. */
export async function giveDetails(db: OwnDb, fundraiserId: string, title: string, goalKes = 100_000) {
  const now = new Date().toISOString();
  await db
    .insertInto('fundraiser_details')
    .values({
      fundraiser_id: fundraiserId,
      kind: 'individual',
      title,
      details: 'The harambee at the chief’s camp pays for the operation; M-Pesa and cash both welcome.',
      goal_minor: goalKes * 100,
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
}
