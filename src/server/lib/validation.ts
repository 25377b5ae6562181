import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError } from './http-error.ts';

export function validationError(error: ZodError) {
  const errors = fieldErrors(error);
  const first = error.issues[0];
  const message = first && first.path.length ? first.message : 'Invalid request body';
  return new ApiError(400, message, errors);
}

/** Used as OpenAPIHono's defaultHook: every route reports bad input in the one error shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook serves every route
export const validationHook: Hook<any, AppEnv, any, any> = (result) => {
  if (result.success) return;
  const error = validationError(result.error as ZodError);
  // A path parameter names the resource: one of the wrong shape is as unknown as an unknown one
  // (D-153), so it is a 404 with the route's own "not found" words, not a 400.
  if (result.target === 'param') throw new ApiError(404, error.message, error.errors);
  throw error;
};
