import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { Item, ItemCard, ItemRequestView } from '#shared/schemas/items.schema.ts';

// Helpers of the items' component tests (not a test file itself): fixtures and a fetch that
// answers by method and path, recording what was sent.

export const card = (overrides: Partial<ItemCard> = {}): ItemCard => ({
  code: 'Ab3dE9xZ',
  title: 'School shoes, size 5',
  category: 'shoes',
  condition: 'good',
  quantity: 1,
  county: 'Nairobi',
  town: 'Kasarani',
  status: 'available',
  image: null,
  created_at: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

export const item = (overrides: Partial<Item> = {}): Item => ({
  ...card(),
  description: 'Black leather school shoes, worn one term.',
  images: [],
  donor: { first_name: 'Wanjiru' },
  viewer: null,
  ...overrides,
});

export const request = (overrides: Partial<ItemRequestView> = {}): ItemRequestView => ({
  id: 'r1',
  status: 'open',
  message: 'For my daughter, class 4',
  created_at: '2026-11-21T08:00:00.000Z',
  item: card(),
  requester: { first_name: 'Otieno' },
  contact: null,
  ...overrides,
});

type Answer = { status?: number; body: unknown };
export interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** Stubs fetch: `routes['POST /api/…']` answers (a function is called each time); returns the calls. */
export function api(routes: Record<string, Answer | (() => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const route = routes[`${method} ${url.pathname}`];
      const answer = typeof route === 'function' ? route() : (route ?? { status: 404, body: { message: 'Not found' } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function renderWithQueries(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}
