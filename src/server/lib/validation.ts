import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import type { AppEnv } from '../deps.ts';
import type { FieldErrors } from './http-error.ts';
import { ApiError } from './http-error.ts';

/** Zod issues → `{ field: [messages] }`, keyed by the top-level field ('_' for the body itself). */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export function validationError(error: ZodError) {
  const errors = fieldErrors(error);
  const first = error.issues[0];
  const message = first && first.path.length ? first.message : 'Invalid request body';
  return new ApiError(400, message, errors);
}

/** Used as OpenAPIHono's defaultHook: every route reports bad input in the one error shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook serves every route
export const validationHook: Hook<any, AppEnv, any, any> = (result) => {
  if (!result.success) throw validationError(result.error as ZodError);
};
