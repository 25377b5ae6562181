import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, Deps } from '../deps.ts';
import { hit, hitsOf, pruneBefore } from '../db/repositories/rate-limits.repository.ts';
import { ApiError } from '../lib/http-error.ts';
import { MSG } from '#shared/messages.ts';

export interface Limit {
  /** Hits allowed per window for one e-mail (or, for signed-in writes, one account). */
  perEmail: number;
  /** Hits allowed per window for one client address (shared NATs are common on mobile data). */
  perIp: number;
  windowSeconds: number;
}

// Guessable secrets (passwords, 6-digit codes, reset tokens) and e-mail senders are limited.
export const RATE_LIMITS = {
  login: { perEmail: 10, perIp: 100, windowSeconds: 15 * 60 },
  verify: { perEmail: 10, perIp: 100, windowSeconds: 15 * 60 },
  resend: { perEmail: 5, perIp: 30, windowSeconds: 15 * 60 },
  forgot: { perEmail: 5, perIp: 30, windowSeconds: 60 * 60 },
  reset: { perEmail: 10, perIp: 50, windowSeconds: 15 * 60 },
  register: { perEmail: 10, perIp: 50, windowSeconds: 60 * 60 },
  contact: { perEmail: 5, perIp: 20, windowSeconds: 60 * 60 },
  // Each fundraiser is a row, a short code and a reviewer's time; a resumed wizard's retries count.
  createFundraiser: { perEmail: 20, perIp: 100, windowSeconds: 60 * 60 },
  // Per M-Pesa number (each push rings a phone: no one may flood someone else's) and per address,
  // generous because whole neighbourhoods share one carrier-grade NAT address on mobile data.
  donate: { perEmail: 10, perIp: 300, windowSeconds: 15 * 60 },
  // Reports need no account: per address, and per fundraiser (its key in place of an e-mail).
  report: { perEmail: 100, perIp: 10, windowSeconds: 60 * 60 },
  // Item offers: each is public at once, so an account cannot flood the list; each
  // request e-mails a donor; messages are people talking, so a lively chat still fits.
  offerItem: { perEmail: 20, perIp: 100, windowSeconds: 60 * 60 },
  itemRequest: { perEmail: 20, perIp: 100, windowSeconds: 60 * 60 },
  itemMessage: { perEmail: 60, perIp: 300, windowSeconds: 15 * 60 },
  // A code by SMS (D-212): each one costs money and rings a phone, so per account and, in its own
  // count, per number (its key in place of an e-mail), so no one floods another person's phone.
  phoneCode: { perEmail: 5, perIp: 30, windowSeconds: 60 * 60 },
  phoneCodeNumber: { perEmail: 5, perIp: 30, windowSeconds: 60 * 60 },
  // Approving a withdrawal (D-202): codes by SMS as above; confirming, beside each code's five tries.
  approvalCode: { perEmail: 10, perIp: 30, windowSeconds: 60 * 60 },
  approvalConfirm: { perEmail: 30, perIp: 100, windowSeconds: 15 * 60 },
  // Changing where the money goes (D-203): a code by SMS and a password check each time.
  destinationCode: { perEmail: 10, perIp: 30, windowSeconds: 60 * 60 },
  // Treasurers (D-205): each invitation e-mails another person; an invitation's token is a secret
  // guessed like a reset link's.
  treasurerInvite: { perEmail: 20, perIp: 60, windowSeconds: 60 * 60 },
  treasurerAccept: { perEmail: 10, perIp: 50, windowSeconds: 15 * 60 },
  // Reading an invitation before signing in: wrong tokens only, per address (wrongTries).
  treasurerInvitation: { perEmail: 0, perIp: 60, windowSeconds: 15 * 60 },
  // "I paid" codes (D-217): each check is a query to M-Pesa; per code (its key) and per address.
  mpesaCode: { perEmail: 5, perIp: 20, windowSeconds: 60 * 60 },
  // Pledges (D-230, D-231): each pledge (or new code) texts a phone, per number (its key) and per
  // address, generous for a church hall on one connection; confirming, per pledge, beside each
  // code's five tries. Its link's token: wrong tokens only, per address (wrongTries), never per
  // pledge, or anyone who knew a pledge's id could lock its pledger out.
  pledge: { perEmail: 5, perIp: 100, windowSeconds: 60 * 60 },
  pledgeConfirm: { perEmail: 10, perIp: 100, windowSeconds: 15 * 60 },
  pledgeLink: { perEmail: 0, perIp: 60, windowSeconds: 15 * 60 },
  // A refund's claim (D-260): its M-Pesa code is the secret guessed, per code (its key) and per
  // address; each code asked texts a phone. Confirming, per refund, beside each code's five tries.
  refundClaim: { perEmail: 5, perIp: 20, windowSeconds: 60 * 60 },
  refundClaimConfirm: { perEmail: 10, perIp: 50, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/**
 * The client address: with `hops` proxies of ours in front, the entry they wrote, counted from the
 * right of X-Forwarded-For. Entries further left come from the client and prove nothing.
 */
export function clientIp(c: Context, hops: number) {
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim());
    const forwarded = chain.length >= hops ? chain[chain.length - hops] : undefined;
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

let lastPrune = 0;

const windowOf = (limit: Limit) => {
  const now = Math.floor(Date.now() / 1000);
  return { now, windowStart: now - (now % limit.windowSeconds) };
};

function tooMany(c: Context, limit: Limit, now: number, windowStart: number): never {
  c.header('Retry-After', String(windowStart + limit.windowSeconds - now));
  throw new ApiError(429, MSG.tooManyRequests);
}

/** Throws 429 with Retry-After when the e-mail or the address went over its limit. */
export async function enforceLimit(
  c: Context,
  deps: Deps,
  action: keyof typeof RATE_LIMITS,
  email: string | undefined,
) {
  const limit: Limit = RATE_LIMITS[action];
  const { now, windowStart } = windowOf(limit);
  const ip = clientIp(c, deps.env.TRUST_PROXY_HOPS);
  const ipHits = await hit(deps.db, `${action}:ip:${ip}`, windowStart);
  const emailHits = email ? await hit(deps.db, `${action}:email:${email.toLowerCase()}`, windowStart) : 0;
  if (now - lastPrune > 3600) {
    lastPrune = now;
    await pruneBefore(deps.db, now - 24 * 3600);
  }
  if (ipHits > limit.perIp || emailHits > limit.perEmail) tooMany(c, limit, now, windowStart);
}

/**
 * For a secret too long to guess (a link's token): only a wrong one counts, against the client's
 * address, and a client over the limit is refused before its guess is looked at. Nobody can use up
 * the secret's holder's tries by naming what the secret opens.
 */
export async function wrongTries<T>(
  c: Context,
  deps: Deps,
  action: keyof typeof RATE_LIMITS,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const limit: Limit = RATE_LIMITS[action];
  const { now, windowStart } = windowOf(limit);
  const key = `${action}:ip:${clientIp(c, deps.env.TRUST_PROXY_HOPS)}`;
  if ((await hitsOf(deps.db, key, windowStart)) >= limit.perIp) tooMany(c, limit, now, windowStart);
  const found = await check();
  if (found === null) await hit(deps.db, key, windowStart);
  return found;
}

/** The same limits for a signed-in write, counted per account (after requireUser). */
export const limitPerAccount = (deps: Deps, action: keyof typeof RATE_LIMITS) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await enforceLimit(c, deps, action, `user:${c.get('user').id}`);
    await next();
  });
