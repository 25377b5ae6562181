import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { AFTER_INVALID } from '#shared/schemas/fundraiser.schema.ts';
import { RATE_LIMITS } from '#server/auth/rate-limit.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session, uniqueEmail } from '#tests/support/api.ts';
import { emulatorIdToken } from '#tests/support/firebase.ts';
import { approve, completeFundraiser, createFundraiser, reviewerSession } from '#tests/support/fundraisers.ts';

describe('POST /api/fundraisers/', () => {
  it('creates a Pending Review fundraiser owned by the signed-in user, whatever `user` says', async () => {
    const { session, user } = await verifiedUser();
    const reply = await session.post('/fundraisers/', { user: 'someone-else', fundraising_category_id: 2 });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Fundraiser created successfully!');
    expect(reply.body.data).toMatchObject({ status: 'pending_review', user: user.id, fundraising_category_id: 2 });
    expect(reply.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body.data.short_code).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('gives each fundraiser its own short code', async () => {
    const { session } = await verifiedUser();
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await createFundraiser(session)).short_code);
    expect(codes.size).toBe(5);
  });

  it(`limits each account to ${RATE_LIMITS.createFundraiser.perEmail} new fundraisers an hour, then 429`, async () => {
    const { session } = await verifiedUser('many');
    const limit = RATE_LIMITS.createFundraiser.perEmail;
    // In parallel, as a script would send them: the limit still counts every one.
    const replies = await Promise.all(
      Array.from({ length: limit + 3 }, () => session.post('/fundraisers/', { fundraising_category_id: 1 })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(limit);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body).toEqual({ message: MSG.tooManyRequests });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not held back by this one.
    const other = await verifiedUser('other');
    expect((await other.session.post('/fundraisers/', { fundraising_category_id: 1 })).status).toBe(201);
  });

  it('refuses visitors (401) and signed-in users whose e-mail is not verified (403)', async () => {
    const visitor = await new Session().post('/fundraisers/', { fundraising_category_id: 1 });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ message: 'Authentication credentials were not provided or have expired' });
    // An X account without an e-mail signs in with a typed address that still has to be proven.
    const session = new Session();
    const xToken = await emulatorIdToken({ providerId: 'twitter.com', sub: `x-${randomUUID()}` });
    const signedIn = await session.post('/users/social-register/', {
      id_token: xToken,
      email_address: uniqueEmail('x-unverified'),
    });
    expect(signedIn.body.data.user.is_verified).toBe(false);
    const reply = await session.post('/fundraisers/', { fundraising_category_id: 1 });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Please verify your email before continuing.');
  });

  it('rejects a missing or unknown category', async () => {
    const { session } = await verifiedUser();
    const missing = await session.post('/fundraisers/', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.fundraising_category_id).toEqual(['Fundraiser type not selected']);
    const unknown = await session.post('/fundraisers/', { fundraising_category_id: 99 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Fundraiser type not found');
  });

  it('creates one fundraiser for a retried request with the same Idempotency-Key', async () => {
    const { session } = await verifiedUser();
    const headers = { 'Idempotency-Key': 'create-1' };
    const first = await session.post('/fundraisers/', { fundraising_category_id: 1 }, headers);
    const retry = await session.post('/fundraisers/', { fundraising_category_id: 1 }, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const mine = await session.get('/fundraisers/mine/');
    expect(mine.body.data).toHaveLength(1);
  });

  it('answers 422 when the Idempotency-Key comes back with a different request', async () => {
    const { session } = await verifiedUser();
    const headers = { 'Idempotency-Key': 'create-then-change' };
    expect((await session.post('/fundraisers/', { fundraising_category_id: 1 }, headers)).status).toBe(201);
    const changed = await session.post('/fundraisers/', { fundraising_category_id: 2 }, headers);
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe('This Idempotency-Key was used for a different request');
    expect((await session.get('/fundraisers/mine/')).body.data).toHaveLength(1);
  });
});

describe('GET /api/fundraisers/ and /api/fundraisers/mine/', () => {
  it('lists only live fundraisers, paged, with the seeded demo content', async () => {
    const page = await new Session().get('/fundraisers/?page_size=4');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(4);
    expect(page.body.meta).toMatchObject({ page: 1, page_size: 4 });
    expect(page.body.meta.total).toBeGreaterThanOrEqual(6);
    for (const card of page.body.data) {
      expect(card.status).toBe('live');
      expect(card.image).toMatch(/^\/media\/.+\.webp$/);
      expect(card.progress_percent).toBe(card.goal > 0 ? Math.round((card.raised_amount / card.goal) * 100) : 0);
    }
    const next = await new Session().get('/fundraisers/?page_size=4&page=2');
    const firstIds = page.body.data.map((c: { id: string }) => c.id);
    for (const card of next.body.data) expect(firstIds).not.toContain(card.id);
  });

  it('goes on after the last card of the page before, whatever went live meanwhile (D-225)', async () => {
    const ids = (reply: { body: { data: { id: string }[] } }) => reply.body.data.map((c) => c.id);
    const first = await new Session().get('/fundraisers/?page_size=3');
    expect(first.body.meta.next).toMatch(/^[\w-]+$/);
    const { session } = await verifiedUser();
    await approve((await completeFundraiser(session, 'Gone live between two pages')).short_code);
    const byKey = await new Session().get(`/fundraisers/?page_size=3&page=2&after=${first.body.meta.next}`);
    expect(byKey.status).toBe(200);
    // Neither repeated (the offset page would repeat the first page's last card) nor newer than it.
    expect(ids(byKey).some((id) => ids(first).includes(id))).toBe(false);
    const lastShown = first.body.data[2];
    for (const card of byKey.body.data)
      expect(
        card.created_at < lastShown.created_at || (card.created_at === lastShown.created_at && card.id > lastShown.id),
      ).toBe(true);
    const forged = await new Session().get('/fundraisers/?after=bm90LWEtY3Vyc29y');
    expect([forged.status, forged.body.message]).toEqual([400, AFTER_INVALID]);
  });

  it('filters by category slug and rejects a bad page size', async () => {
    const startups = await new Session().get('/fundraisers/?category=startup');
    expect(startups.body.data.length).toBeGreaterThan(0);
    for (const card of startups.body.data) expect(card.category.slug).toBe('startup');
    const bad = await new Session().get('/fundraisers/?page_size=500');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.page_size).toBeDefined();
  });

  it('does not list a pending fundraiser until it is approved', async () => {
    const { session } = await verifiedUser();
    const fundraiser = await completeFundraiser(session, 'Pending listing check');
    const before = await new Session().get('/fundraisers/?page_size=50');
    expect(before.body.data.map((c: { id: string }) => c.id)).not.toContain(fundraiser.id);
    await approve(fundraiser.short_code);
    const after = await new Session().get('/fundraisers/?page_size=50');
    expect(after.body.data.map((c: { id: string }) => c.id)).toContain(fundraiser.id);
  });

  it("shows owners their own fundraisers in every status, and nobody else's", async () => {
    const owner = await verifiedUser();
    const other = await verifiedUser();
    const created = await createFundraiser(owner.session, 'startup');
    const mine = await owner.session.get('/fundraisers/mine/');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ id: created.id, status: 'pending_review', title: null }),
    ]);
    expect((await other.session.get('/fundraisers/mine/')).body.data).toEqual([]);
    expect((await new Session().get('/fundraisers/mine/')).status).toBe(401);
  });
});

describe('POST /api/fundraisers/{short_code}/close/', () => {
  it('lets the owner close a live fundraiser, once', async () => {
    const { session } = await verifiedUser();
    const fundraiser = await completeFundraiser(session);
    const early = await session.post(`/fundraisers/${fundraiser.short_code}/close/`);
    expect(early.status).toBe(409);
    await approve(fundraiser.short_code);
    const stranger = await verifiedUser();
    expect((await stranger.session.post(`/fundraisers/${fundraiser.short_code}/close/`)).status).toBe(403);
    // Read just before closing: the server keeps a live page briefly, and a close must not wait for it.
    const live = await new Session().get(`/fundraisers/${fundraiser.short_code}/review/`);
    expect(live.body.data.fundraiser.status).toBe('live');
    expect((await session.post(`/fundraisers/${fundraiser.short_code}/close/`)).status).toBe(200);
    expect((await session.post(`/fundraisers/${fundraiser.short_code}/close/`)).status).toBe(409);
    const review = await new Session().get(`/fundraisers/${fundraiser.short_code}/review/`);
    expect(review.body.data.fundraiser.status).toBe('closed');
  });

  it("refuses a reviewer closing someone else's fundraiser here (they close through moderation)", async () => {
    const { session } = await verifiedUser();
    const fundraiser = await completeFundraiser(session);
    await approve(fundraiser.short_code);
    const reviewer = await reviewerSession();
    expect((await reviewer.post(`/fundraisers/${fundraiser.short_code}/close/`)).status).toBe(403);
  });
});
