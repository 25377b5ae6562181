import type { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import type { contactSchema } from '#shared/schemas/contact.schema.ts';
import { errorBody, plain, statusOf } from '#web/lib/api-client.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

export type ContactMessage = z.output<typeof contactSchema>;

export type ContactResult =
  | { kind: 'sent'; message: string }
  | {
      kind: 'failed';
      /** offline: no answer at all; rate-limited: 429; failed: any other failure. */
      reason: 'offline' | 'rate-limited' | 'failed';
      message?: string;
      fieldErrors?: FieldErrors;
    };

/** POST /api/contact/: 201 { message } (the thank-you text); 400 with field errors; 429. */
export async function sendContactMessage(input: ContactMessage): Promise<ContactResult> {
  try {
    const reply = messageReplySchema.parse(await plain(API.contact, { method: 'POST', body: input }));
    return { kind: 'sent', message: reply.message };
  } catch (err) {
    const status = statusOf(err);
    const body = errorBody(err);
    const reason = status === 429 ? 'rate-limited' : status === undefined && !navigator.onLine ? 'offline' : 'failed';
    return { kind: 'failed', reason, message: body.message, fieldErrors: body.errors };
  }
}
