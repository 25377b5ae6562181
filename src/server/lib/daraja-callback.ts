import type { Context } from 'hono';
import { MSG } from '#shared/messages.ts';
import { ApiError } from './http-error.ts';
import { sha256 } from './secrets.ts';

/**
 * Daraja's post about one of our money calls (payouts D-208, refunds D-256): its row is found by the
 * hash of the token in the URL (an unknown token is a 404 that changes nothing) and the post is
 * processed before answering, since Daraja never retries and processing is a few writes.
 */
export async function takeDarajaPost<Row>(
  c: Context,
  token: string,
  find: (tokenHash: string) => Promise<Row | undefined>,
  arrived: (row: Row, body: object) => Promise<unknown>,
) {
  const row = await find(sha256(token));
  if (!row) throw new ApiError(404, MSG.notFound);
  const body: unknown = await c.req.json().catch(() => null);
  if (body === null || typeof body !== 'object') throw new ApiError(400, 'Not a Daraja result');
  await arrived(row, body);
}
