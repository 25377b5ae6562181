import type { ZodError, ZodType } from 'zod';

/** Zod issues → `{ field: [messages] }`, keyed by the top-level field ('_' for the value itself). */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues)
    (errors[issue.path.length ? String(issue.path[0]) : '_'] ??= []).push(issue.message);
  return errors;
}

/** The field messages of `input` under `schema`; {} when it is valid. */
export function errorsOf(schema: ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}
