import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '#shared/schemas/field-errors.ts';

/** Thrown anywhere in a request; app.onError turns it into `{ message, errors?, ...extra }`. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(status, { message });
  }

  /** Sent as Retry-After (seconds) with the error. */
  retryAfter?: number;
}

export const badRequest = (message: string, errors?: FieldErrors) => new ApiError(400, message, errors);
export const fieldError = (field: string, message: string, status: ContentfulStatusCode = 400) =>
  new ApiError(status, message, { [field]: [message] });
