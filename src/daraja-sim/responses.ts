import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { DARAJA_ERRORS } from '#shared/daraja.ts';
import type { DarajaFailure } from './validate.ts';

// Daraja's error envelope and the failures the simulator answers outside field validation.

/** Like Daraja's requestIds (e.g. 1459-15094918-1); they identify nothing here. */
export const requestId = () => `${randomInt(1000, 100_000)}-${randomInt(10_000_000, 100_000_000)}-1`;

export const fail = (c: Context, failure: DarajaFailure) =>
  c.json({ requestId: requestId(), errorCode: failure.errorCode, errorMessage: failure.errorMessage }, failure.status);

const failure = (status: DarajaFailure['status'], errorCode: string, errorMessage: string): DarajaFailure => ({
  status,
  errorCode,
  errorMessage,
});

export const FAILURES = {
  invalidAuthentication: failure(400, DARAJA_ERRORS.invalidAuthentication, 'Invalid Authentication passed'),
  invalidGrantType: failure(400, '400.008.02', 'Invalid grant type passed'),
  // Daraja answers a bad token with HTTP 404, not 401 (its code says so too: 404.001.03).
  invalidToken: failure(404, DARAJA_ERRORS.invalidToken, 'Invalid Access Token'),
  // No "Authorization: Bearer …" header at all: a different code from a bad token.
  invalidAuthHeader: failure(404, '404.001.04', 'Invalid Authentication Header'),
  invalidJson: failure(400, DARAJA_ERRORS.invalidField, 'Bad Request - Invalid JSON'),
  subscriberLocked: failure(
    500,
    DARAJA_ERRORS.processing,
    'Unable to lock subscriber, a transaction is already in process for the current subscriber',
  ),
  beingProcessed: failure(500, DARAJA_ERRORS.processing, 'The transaction is being processed'),
  notFound: failure(404, '404.001.01', 'Resource not found'),
  methodNotAllowed: failure(405, '405.001', 'Method Not Allowed'),
  internal: failure(500, '500.003.1001', 'Internal Server Error'),
} as const;
