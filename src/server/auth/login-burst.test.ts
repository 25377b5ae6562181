import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { PASSWORD_HASH_MEMORY_KIB } from '#server/auth/passwords.ts';
import { Session, STRONG_PASSWORD } from '#tests/support/api.ts';
import { startOwnServer } from '#tests/support/own-server.ts';

// 40 wrong-password logins at once used to hold every libuv pool thread for seconds, and the rest
// of the site (compressed pages, file reads) waited behind them. Password hashing now runs one at a
// time behind a short queue; past it, logins get a fast 503 and everything else keeps answering.
// On a server of its own: the burst must not make the rest of the suite's logins busy. It hashes at
// production's full cost, which the rest of the suite lowers (D-257).

let server: Awaited<ReturnType<typeof startOwnServer>>;
beforeAll(async () => {
  server = await startOwnServer('login-burst', { PASSWORD_HASH_MEMORY_KIB: String(PASSWORD_HASH_MEMORY_KIB) });
}, 60_000);
afterAll(() => server?.dispose());

describe('a burst of wrong-password logins', () => {
  it('answers the overflow with 503 and Retry-After, and the site keeps answering meanwhile', async () => {
    const finished: string[] = [];
    const logins = Array.from({ length: 40 }, (_, i) =>
      new Session(`10.200.${Math.floor(i / 250)}.${i % 250}`, server.api)
        .post('/users/login/', { email_address: `nobody-${i}@example.test`, password: STRONG_PASSWORD })
        .then((reply) => {
          finished.push('login');
          return reply;
        }),
    );
    const page = new Session(undefined, server.api).get('/common/fundraising-categories/').then((reply) => {
      finished.push('categories');
      return reply;
    });
    const [replies, categories] = await Promise.all([Promise.all(logins), page]);

    expect(categories.status).toBe(200);
    // It did not wait for the hashing queue to drain.
    expect(finished.lastIndexOf('login')).toBeGreaterThan(finished.indexOf('categories'));
    const busy = replies.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body).toEqual({ message: MSG.busy });
    expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(replies.filter((r) => r.status !== 503).every((r) => r.status === 401)).toBe(true);
  }, 60_000);
});
