import type { ZodError, ZodType } from 'zod';

/**
 * The messages of a refused request, by field: `{ field: [messages] }` ('_' for the value itself),
 * as the API sends them under `errors` (architecture §7) and the forms put them back on their fields.
 */
export type FieldErrors = Record<string, string[]>;

/** Zod issues → FieldErrors, keyed by the top-level field. */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues)
    (errors[issue.path.length ? String(issue.path[0]) : '_'] ??= []).push(issue.message);
  return errors;
}

/** The field messages of `input` under `schema`; {} when it is valid. */
export function errorsOf(schema: ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
