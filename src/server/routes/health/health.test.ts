import { describe, expect, it } from 'vitest';
import { Session } from '#tests/support/api.ts';

describe('GET /api/health', () => {
  it('answers ok once the database is ready', async () => {
    const reply = await new Session().get('/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the security headers on every response', async () => {
    const reply = await new Session().get('/health');
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers unknown API paths with a JSON 404, not the app shell', async () => {
    const reply = await new Session().get('/no-such-endpoint/');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ message: 'Not found' });
  });
});
