import type { FieldErrors } from '#shared/schemas/field-errors.ts';
import { errorBody, statusOf } from '#web/lib/api-client.ts';

/** Why a write failed: no answer at all, too many tries, or the server's answer (its words and fields). */
export interface Failure {
  reason: 'offline' | 'rate-limited' | 'failed';
  status?: number;
  message?: string;
  fieldErrors?: FieldErrors;
}

export function failureOf(err: unknown): Failure {
  const status = statusOf(err);
  const body = errorBody(err);
  const reason = status === 429 ? 'rate-limited' : status === undefined && !navigator.onLine ? 'offline' : 'failed';
  return { reason, status, message: body.message, fieldErrors: body.errors };
}
