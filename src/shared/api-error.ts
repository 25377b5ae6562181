import type { ApiError } from './schemas/fields.ts';

/**
 * The API's one failure shape (`apiErrorSchema` in schemas/fields.ts), checked by hand. The web
 * app reads failures on its first load, before any form is open; parsing them with the zod schema
 * would put zod (14 KB gzipped) in front of every visitor's first paint.
 */
export function readApiError(value: unknown): ApiError | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, errors } = value as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  if (errors === undefined) return { message };
  if (typeof errors !== 'object' || errors === null) return undefined;
  const lists = Object.entries(errors);
  if (!lists.every(([, list]) => Array.isArray(list) && list.every((text) => typeof text === 'string'))) {
    return undefined;
  }
  return { message, errors: Object.fromEntries(lists) as ApiError['errors'] };
}
