import { errorBody, statusOf } from '#web/lib/api-client.ts';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

/** Every auth operation answers with a type and a message (spec §4). */
export type AuthResult<T = undefined> =
  | { type: 'success'; message: string; data: T }
  | { type: 'warning'; message: string; data?: T }
  | { type: 'error'; message: string; fieldErrors?: FieldErrors };

/** The server's message, which for a field map is its first message (spec §7, register). */
export function serverMessage(err: unknown): string | undefined {
  const body = errorBody(err);
  if (body.message) return body.message;
  const first = body.errors && Object.values(body.errors)[0]?.[0];
  return first;
}

export const failure = (err: unknown, fallback: string): AuthResult<never> => ({
  type: 'error',
  message: serverMessage(err) ?? fallback,
  fieldErrors: errorBody(err).errors,
});

export { statusOf };
