import { describe, expect, inject, it } from 'vitest';
import { Session } from '#tests/support/api.ts';

// The request guards every endpoint shares: one error shape, never a 500 for bad input.

describe('bad input anywhere in the API', () => {
  it('answers malformed JSON with 400 and a readable message', async () => {
    const reply = await new Session().request('/users/login/', {
      method: 'POST',
      body: '{"email_address": "a@b.co",',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('answers a body that is not JSON with 400', async () => {
    const reply = await new Session().request('/users/login/', {
      method: 'POST',
      body: 'email_address=a@b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ message: 'Content-Type must be application/json' });
  });

  it('answers a JSON value that is not an object with 400 in the one shape', async () => {
    const reply = await new Session().post('/users/login/', [1, 2, 3]);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Invalid request body');
    expect(reply.body.errors._).toHaveLength(1);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const reply = await new Session().post('/users/forgot-password/', {
      email_address: 'a@b.co',
      padding: 'x'.repeat(70_000),
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({ message: 'The request is too large' });
  });

  it('refuses NUL characters in JSON text and in the query string with 400, on every database', async () => {
    const body = await new Session().post('/users/register/', {
      firstname: 'A\u0000B',
      lastname: 'C',
      email_address: 'x@y.co',
    });
    expect(body.status).toBe(400);
    expect(body.body).toEqual({ message: 'Text must not contain NUL characters' });
    const nested = await new Session().post('/users/login/', {
      email_address: 'a@b.co',
      password: 'x',
      extra: ['\u0000'],
    });
    expect(nested.status).toBe(400);
    const query = await new Session().get('/fundraiser/search?q=water%00');
    expect(query.status).toBe(400);
    expect(query.body).toEqual({ message: 'Text must not contain NUL characters' });
  });

  it('answers deeply nested JSON with 400 on every JSON endpoint, never a 500', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const path of ['/users/login/', '/users/register/', '/users/forgot-password/', '/contact/']) {
      const reply = await new Session().request(path, {
        method: 'POST',
        body: `{"email_address":"a@b.co","extra":${deep}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status, path).toBe(400);
      expect(reply.body).toEqual({ message: 'JSON must not be nested more than 16 levels deep' });
    }
  });

  it('ignores unknown fields', async () => {
    const reply = await new Session().post('/users/forgot-password/', {
      email_address: 'nobody@example.test',
      is_admin: true,
    });
    expect(reply.status).toBe(200);
  });

  it('never sends a stack trace, even for a broken multipart body', async () => {
    const { verifiedUser } = await import('#tests/support/accounts.ts');
    const { session } = await verifiedUser();
    const reply = await session.request('/fundraiser-images/', {
      method: 'POST',
      body: '--x\r\nContent-Disposition: form-data; name="fundraiser"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(JSON.stringify(reply.body)).not.toMatch(/at .+\.ts:\d+/);
  });
});

describe('requests another site makes a browser send', () => {
  const publicOrigin = () => inject('serverEnv').PUBLIC_URL!;

  it('refuses a cross-site logout and leaves the session signed in', async () => {
    const { verifiedUser } = await import('#tests/support/accounts.ts');
    const { session } = await verifiedUser('csrf');
    const crossSite: Record<string, string>[] = [
      { origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      // A sandboxed frame elsewhere posts Origin: null too, but from another site.
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const reply = await session.post('/users/logout/', undefined, headers);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ message: 'Cross-site requests are not accepted' });
    }
    expect((await session.get('/users/me/')).status).toBe(200);
    const own = await session.post('/users/logout/', undefined, {
      origin: publicOrigin(),
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(200);
    expect((await session.get('/users/me/')).status).toBe(401);
  });

  it('takes a post from its own no-referrer page, which says Origin: null and Sec-Fetch-Site: same-origin', async () => {
    const { verifiedUser } = await import('#tests/support/accounts.ts');
    const { session } = await verifiedUser('csrf-null');
    const own = await session.post('/users/logout/', undefined, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });

  it('refuses a cross-site photo upload before reading it', async () => {
    const { verifiedUser } = await import('#tests/support/accounts.ts');
    const { createFundraiser, upload } = await import('#tests/support/fundraisers.ts');
    const { imageFile, png } = await import('#tests/support/images.ts');
    const { session } = await verifiedUser('csrf-upload');
    const fundraiser = await createFundraiser(session);
    const file = imageFile(await png(), 'photo.png');
    const refused = await upload(session, fundraiser.id, [file], { 'sec-fetch-site': 'same-site' });
    expect(refused.status).toBe(403);
    const accepted = await upload(session, fundraiser.id, [file], { 'sec-fetch-site': 'same-origin' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.data.images).toHaveLength(1);
  });

  it('lets reads through from anywhere (a shared link is opened from other sites)', async () => {
    const reply = await new Session().get('/common/fundraising-categories/', { 'sec-fetch-site': 'cross-site' });
    expect(reply.status).toBe(200);
  });
});

describe('compression of answers drawn per request', () => {
  const get = (path: string, encoding: string) =>
    fetch(`${new URL(inject('apiUrl')).origin}${path}`, { headers: { 'accept-encoding': encoding } });

  it('sends Brotli when asked, else gzip, else the plain bytes, with Vary', async () => {
    const path = '/api/fundraisers/?page_size=20';
    const [br, gzip, plain] = await Promise.all([
      get(path, 'gzip, deflate, br'),
      get(path, 'gzip'),
      get(path, 'identity'),
    ]);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const bodies = await Promise.all([br, gzip, plain].map((res) => res.json()));
    expect(bodies[0]).toEqual(bodies[2]);
    expect(bodies[1]).toEqual(bodies[2]);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await get('/api/health', 'br');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.status).toBe(200);
  });
});
