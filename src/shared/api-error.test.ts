import { describe, expect, it } from 'vitest';
import { readApiError } from './api-error.ts';
import { apiErrorSchema } from './schemas/fields.ts';

// The hand check must agree with the schema it stands in for, on good and bad bodies alike.
const bodies: unknown[] = [
  { message: 'Invalid verification code' },
  { message: 'Bad', errors: { email_address: ['Email is required'] } },
  { message: 'Bad', errors: { email_address: [] } },
  { message: 3 },
  { errors: { a: ['x'] } },
  { message: 'Bad', errors: { a: 'not a list' } },
  { message: 'Bad', errors: { a: [1] } },
  { message: 'Bad', errors: null },
  'An unexpected error occurred',
  null,
  [],
];

describe('readApiError', () => {
  it.each(bodies.map((body) => [JSON.stringify(body), body]))('agrees with apiErrorSchema on %s', (_, body) => {
    const parsed = apiErrorSchema.safeParse(body);
    expect(readApiError(body)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
