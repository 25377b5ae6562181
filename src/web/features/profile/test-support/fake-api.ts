import { vi } from 'vitest';
import type { User } from '#shared/schemas/auth.schema.ts';

// A stand-in for the API in component tests: replies by method and path, and the requests made.

export interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Reply = { status: number; body: unknown } | ((call: Call) => { status: number; body: unknown });

export function fakeApi(routes: Record<string, Reply | Reply[]>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const method = request.method;
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('json')
      ? await request.json()
      : type.includes('multipart')
        ? await request.formData()
        : null;
    const call = { method, path: url.pathname + url.search, body };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`No fake reply for ${key}`);
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    const reply = Array.isArray(route) ? route[Math.min(n, route.length - 1)]! : route;
    const { status, body: replyBody } = typeof reply === 'function' ? reply(call) : reply;
    return new Response(JSON.stringify(replyBody), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const testUser = (overrides: Partial<User> = {}): User =>
  ({
    id: 'u1',
    firstname: 'Wanjiku',
    lastname: 'Mwangi',
    full_name: 'Wanjiku Mwangi',
    email_address: 'wanjiku@example.co.ke',
    is_verified: true,
    verified_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    mobile_number: '712345678',
    country_code: '+254',
    bio: 'I teach in Nyeri.',
    photo_url: null,
    photoURL: null,
    uid: null,
    provider: 'email',
    role: 'user',
    // The account's settings, which the user answer carries once /dashboard/settings adds them (zod
    // drops keys a schema does not know, so they are harmless before).
    language: 'en',
    notification_emails: true,
    ...overrides,
  }) as User;
