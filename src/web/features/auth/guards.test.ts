import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '#web/test-support/render.tsx';
import { authPageDecision, enforce, protectedRouteDecision, safeRedirect } from './guards.ts';

// Spec §6: the protected-route guard and the auth-page guard, as pure decisions.

const verified = makeUser({ is_verified: true });
const unverified = makeUser({ is_verified: false, verified_at: null });

describe('protectedRouteDecision', () => {
  it('sends a visitor to sign-in, keeping the current path and query as redirect', () => {
    expect(protectedRouteDecision(null, '/dashboard/settings?tab=email&x=1')).toEqual({
      to: '/auth/login',
      search: { redirect: '/dashboard/settings?tab=email&x=1' },
    });
  });

  it('sends an unverified user to sign-up', () => {
    expect(protectedRouteDecision(unverified, '/dashboard')).toEqual({ to: '/auth/register' });
  });

  it('lets a verified user see the page', () => {
    expect(protectedRouteDecision(verified, '/dashboard')).toBeNull();
  });
});

describe('authPageDecision', () => {
  it('sends a verified user to a safe redirect parameter, query string included', () => {
    expect(authPageDecision(verified, '/auth/login', '/fundraisers?q=water')).toEqual({ to: '/fundraisers?q=water' });
  });

  it('sends a verified user without a redirect to the dashboard', () => {
    expect(authPageDecision(verified, '/auth/login', undefined)).toEqual({ to: '/dashboard' });
    expect(authPageDecision(verified, '/auth/register', '')).toEqual({ to: '/dashboard' });
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    '/auth/login',
    '/auth/register?redirect=/x',
    'dashboard',
    'javascript:x',
    '/\\evil.com',
    '/\t/evil.com',
    '/%2F/evil.com',
  ])('ignores the unsafe redirect %s and goes to the dashboard', (target) => {
    expect(authPageDecision(verified, '/auth/login', target)).toEqual({ to: '/dashboard' });
  });

  it('sends an unverified signed-in user on /auth/login (or another auth page) to sign-up', () => {
    expect(authPageDecision(unverified, '/auth/login', '/dashboard')).toEqual({ to: '/auth/register' });
    expect(authPageDecision(unverified, '/auth/forgot-password', undefined)).toEqual({ to: '/auth/register' });
  });

  it('lets an unverified signed-in user stay on /auth/register', () => {
    expect(authPageDecision(unverified, '/auth/register', undefined)).toBeNull();
  });

  it('shows the e-mail change undo page whoever is signed in', () => {
    for (const user of [verified, unverified, null]) {
      expect(authPageDecision(user, '/auth/undo-email-change', '/dashboard')).toBeNull();
    }
  });

  it('lets a visitor see every auth page', () => {
    expect(authPageDecision(null, '/auth/login', '/dashboard')).toBeNull();
    expect(authPageDecision(null, '/auth/register', undefined)).toBeNull();
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and drops everything else', () => {
    expect(safeRedirect('/dashboard/profile?tab=1')).toBe('/dashboard/profile?tab=1');
    expect(safeRedirect('//evil.com')).toBeUndefined();
    expect(safeRedirect('https://evil.com')).toBeUndefined();
    expect(safeRedirect('/auth/login')).toBeUndefined();
    expect(safeRedirect(undefined)).toBeUndefined();
  });
});

describe('enforce', () => {
  it('does nothing for null and throws a router redirect carrying the query for a decision', () => {
    expect(() => enforce(null)).not.toThrow();
    let thrown: unknown;
    try {
      enforce({ to: '/auth/login', search: { redirect: '/fundraisers?q=a b' } });
    } catch (err) {
      thrown = err;
    }
    expect(isRedirect(thrown)).toBe(true);
    const href = (thrown as { options: { href: string } }).options.href;
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/fundraisers?q=a b');
  });
});
