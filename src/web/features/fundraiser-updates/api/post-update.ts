import type { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { postedUpdateSchema, type fundraiserUpdateSchema } from '#shared/schemas/fundraiser-update.schema.ts';
import { authed, errorBody, statusOf } from '#web/lib/api-client.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

export type PostedUpdate = z.infer<typeof postedUpdateSchema>;

export type PostResult =
  | { kind: 'posted'; reply: PostedUpdate }
  | { kind: 'failed'; offline: boolean; message?: string; fieldErrors?: FieldErrors };

/**
 * POST /api/fundraisers/{code}/updates/ (owner only). `attempt` is the Idempotency-Key: the same
 * for every try of one text, so a reply lost on a flaky link and a second tap post it once.
 */
export async function postUpdate(
  shortCode: string,
  input: z.output<typeof fundraiserUpdateSchema>,
  attempt: string,
): Promise<PostResult> {
  try {
    const reply = await authed(API.fundraiserUpdates(shortCode), {
      method: 'POST',
      body: input,
      headers: { 'Idempotency-Key': attempt },
    });
    return { kind: 'posted', reply: postedUpdateSchema.parse(reply) };
  } catch (err) {
    const body = errorBody(err);
    const offline = statusOf(err) === undefined && !navigator.onLine;
    return { kind: 'failed', offline, message: body.message, fieldErrors: body.errors };
  }
}
