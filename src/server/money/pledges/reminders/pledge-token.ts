import { createHmac } from 'node:crypto';
import { pledgeLinkPath } from '#shared/pledges/pledge.schema.ts';
import type { Env } from '../../../env.ts';

// A pledge's link secret (D-231, D-234): derived from the pledge's id under a key of its own made
// from JWT_SECRET, so a reminder written days after the confirmation carries the same link the
// confirmation gave, while the database keeps only the token's hash. 22 base64url characters:
// 132 bits, short enough for a one-part SMS.

export const pledgeToken = (env: Pick<Env, 'JWT_SECRET'>, id: string) =>
  createHmac('sha256', createHmac('sha256', env.JWT_SECRET).update('pledge-link').digest())
    .update(id)
    .digest('base64url')
    .slice(0, 22);

/** The pledger's page with its secret, from the configured origin (never the request's Host). */
export const pledgeLink = (env: Pick<Env, 'JWT_SECRET' | 'PUBLIC_URL'>, id: string) =>
  `${env.PUBLIC_URL}${pledgeLinkPath(id, pledgeToken(env, id))}`;
