import type { ListPosition } from '../db/repositories/cards.repository.ts';

// A page's end in the newest-first list, handed to the client as an opaque token (D-225): the
// last card's time and id, base64url so it travels in a query string untouched.

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export const positionToken = (p: ListPosition) => Buffer.from(`${p.created_at}|${p.id}`).toString('base64url');

/** The position a token names, or null for anything this server did not hand out. */
export function positionOf(token: string): ListPosition | null {
  const [createdAt, id, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !ISO.test(createdAt) || !id || !/^[\w-]{1,64}$/.test(id)) return null;
  return { created_at: createdAt, id };
}
