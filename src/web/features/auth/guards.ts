import { redirect } from '@tanstack/react-router';
// zod/mini: route configs load with the first page, where full zod would cost ~25 KB gzipped.
import * as z from 'zod/mini';
import type { User } from '#shared/schemas/auth.schema.ts';
import { sitePath } from '#shared/site-path.ts';

// The spec's two guards (§6) as pure decisions, used in the routes' beforeLoad.

export const redirectSearchSchema = z.object({ redirect: z.catch(z.optional(z.string()), undefined) });

/** Only a plain path of this site is followed (the one rule, shared/site-path.ts), and never back to /auth. */
export function safeRedirect(target: string | undefined) {
  const path = sitePath(target);
  return path && !path.startsWith('/auth') ? path : undefined;
}

export type GuardDecision = { to: string; search?: Record<string, string> } | null;

/** Protected pages: a visitor signs in first (coming back here), an unverified user signs up. */
export function protectedRouteDecision(user: User | null, currentHref: string): GuardDecision {
  if (!user) return { to: '/auth/login', search: { redirect: currentHref } };
  if (!user.is_verified) return { to: '/auth/register' };
  return null;
}

/**
 * Auth pages that answer a link from an e-mail, whoever is signed in on this device: the owner
 * undoing an e-mail change is often signed in, and may even be the one the change throws out.
 */
const ANY_SESSION_PAGES = new Set(['/auth/undo-email-change']);

/** Auth pages: a verified user goes where the redirect says (else the dashboard). */
export function authPageDecision(user: User | null, pathname: string, redirectTo: string | undefined): GuardDecision {
  if (ANY_SESSION_PAGES.has(pathname)) return null;
  if (user?.is_verified) return { to: safeRedirect(redirectTo) ?? '/dashboard' };
  if (user && pathname !== '/auth/register') return { to: '/auth/register' };
  return null;
}

/** Throws TanStack Router's redirect for a decision, so beforeLoad can `enforce(...)`. */
export function enforce(decision: GuardDecision) {
  if (!decision) return;
  // The target may carry its own query string (a redirect back to /fundraisers?q=…).
  throw redirect({ href: decision.search ? `${decision.to}?${new URLSearchParams(decision.search)}` : decision.to });
}
