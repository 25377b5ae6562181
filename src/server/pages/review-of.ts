import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import type { Deps } from '../deps.ts';
import { loadReviewWithTime } from '../services/review.ts';

/** A fundraiser's review by a short code from the address, or null (unknown or malformed). */
export async function reviewOf(deps: Deps, shortCode: string) {
  const code = shortCodeParamSchema.safeParse({ short_code: shortCode });
  return code.success ? loadReviewWithTime(deps, code.data.short_code) : null;
}
