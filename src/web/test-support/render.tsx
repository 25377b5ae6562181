// Test helpers for the web project: render a component inside the app's providers and a memory
// router, and stub the API. Lives under src/web (not tests/) because it needs the DOM and JSX types
// of tsconfig.json; tsconfig.server.json (which covers tests/) has neither.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import type { User } from '#shared/schemas/auth.schema.ts';
import { ToastHost } from '#web/components/ui/toast-host.tsx';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { i18n } from '#web/lib/i18n.ts';
import { Provider, store } from '#web/lib/store.ts';
import { toastsAtom } from '#web/lib/toast.ts';

/** Paths the auth components link or navigate to; each renders its own path as text. */
export const STUB_PATHS = [
  '/',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/dashboard',
  '/terms-and-conditions',
  '/privacy-policy',
] as const;

export interface RenderOptions {
  /** Where the component under test is mounted (default /under-test). */
  path?: string;
  search?: Record<string, string>;
  /** The signed-in user, if any. */
  user?: User | null;
}

/**
 * Renders `ui` at `path` inside jotai (the app's one store, its atoms reset first), i18next and a
 * TanStack memory router, with the toast host shown so toasts can be asserted as text.
 */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/under-test', search, user = null } = options;
  store.set(userAtom, { type: 'LOGOUT' });
  if (user) store.set(userAtom, { type: 'LOGIN', user });
  store.set(toastsAtom, []);

  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <ToastHost />
      </>
    ),
  });
  const underTest = createRoute({ getParentRoute: () => rootRoute, path, component: () => ui });
  const stubs = STUB_PATHS.filter((p) => p !== path).map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <p>{p}</p> }),
  );
  const query = search ? `?${new URLSearchParams(search)}` : '';
  const router = createRouter({
    routeTree: rootRoute.addChildren([underTest, ...stubs]),
    history: createMemoryHistory({ initialEntries: [`${path}${query}`] }),
  });

  const events = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  // The router renders after its first (async) load; wait for the toast host, drawn by the root.
  await screen.findByText((_, el) => el?.classList.contains('toast-host') ?? false);
  return { ...result, router, events };
}

/** A complete user as the API returns it; override what a test cares about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    firstname: 'Wanjiku',
    lastname: 'Kamau',
    full_name: 'Wanjiku Kamau',
    email_address: 'wanjiku@example.com',
    is_verified: true,
    verified_at: '2025-01-02T10:00:00Z',
    created_at: '2025-01-01T09:00:00Z',
    updated_at: '2025-01-03T11:00:00Z',
    mobile_number: '712345678',
    country_code: '+254',
    bio: null,
    photo_url: null,
    photoURL: null,
    uid: null,
    provider: 'email',
    role: 'user',
    language: 'en',
    notification_emails: true,
    ...overrides,
  };
}

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Answer only after this many milliseconds (to keep a request in flight). */
  delay?: number;
}
export interface MockCall {
  key: string;
  url: string;
  body: unknown;
}

/**
 * Stubs global fetch: 'METHOD /api/path/' → a JSON reply, or a list of replies given in turn (the
 * last one repeats). Anything else answers 404. Every call is recorded in `calls`.
 */
export function mockApi(routes: Record<string, MockReply | MockReply[]>) {
  const calls: MockCall[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = `${method} ${new URL(url, 'http://localhost').pathname}`;
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({ key, url, body: raw ? JSON.parse(raw) : undefined });
    const route = routes[key];
    const n = served.get(key) ?? 0;
    served.set(key, n + 1);
    const reply = Array.isArray(route) ? route[Math.min(n, route.length - 1)] : route;
    const { status = 200, body = {}, delay } = reply ?? { status: 404, body: { message: `Not mocked: ${key}` } };
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetch: fetchMock,
    /** The recorded calls to one 'METHOD /api/path/'. */
    callsTo: (key: string) => calls.filter((c) => c.key === key),
  };
}
