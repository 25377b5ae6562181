import { MSG } from '#shared/messages.ts';
import { ApiError } from '../../lib/http-error.ts';

/** 429 with Retry-After (and `retry_after` in the body, for the sheet's countdown). */
export function phoneBusy(seconds: number) {
  const error = new ApiError(429, MSG.phoneBusy, undefined, { retry_after: seconds });
  error.retryAfter = seconds;
  return error;
}
