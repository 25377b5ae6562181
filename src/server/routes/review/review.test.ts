import { describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { createFundraiser, reviewerSession } from '#tests/support/fundraisers.ts';

describe('GET /api/fundraisers/{short_code}/review/', () => {
  it('returns the review object of a seeded live fundraiser, to anyone', async () => {
    const list = await new Session().get('/fundraisers/?category=organization&page_size=1');
    const code = list.body.data[0].short_code;
    const reply = await new Session().get(`/fundraisers/${code}/review/`);
    expect(reply.status).toBe(200);
    const { fundraiser, detail, images, recent_transactions } = reply.body.data;
    expect(fundraiser).toMatchObject({
      short_code: code,
      status: 'live',
      currency: 'KES',
      fundraising_category: { slug: 'organization' },
    });
    expect(fundraiser.user.full_name).toMatch(/\w+ \w+/);
    expect(Object.keys(detail).sort()).toEqual(
      [
        'beneficiary_name',
        'beneficiary_relationship',
        'business_description',
        'cash_amount',
        'fundraiser_details',
        'fundraiser_goal',
        'fundraiser_title',
        'industry_name',
        'location',
        'mission',
        'organisation_name',
        'pledged_amount',
        'raised_amount',
        'registration_number',
        'social_media',
        'stage_name',
        'startup_name',
        'supporters_count',
        'team_size_name',
        'website',
      ].sort(),
    );
    expect(detail.raised_amount).toBeGreaterThan(0);
    expect(detail.supporters_count).toBe(recent_transactions.length);
    expect(images.length).toBeGreaterThan(0);
    expect(images[0].image).toMatch(/^\/media\//);
    expect(recent_transactions[0]).toEqual({
      donor_name: expect.any(String),
      anonymous: false,
      amount: expect.any(Number),
      paid_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(reply.headers.get('cache-control')).toBe('public, max-age=15');
  });

  it('shows a pending fundraiser without details as such', async () => {
    const { session } = await verifiedUser();
    const { short_code } = await createFundraiser(session);
    const reply = await new Session().get(`/fundraisers/${short_code}/review/`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      fundraiser: { status: 'pending_review' },
      detail: null,
      images: [],
      recent_transactions: [],
    });
  });

  it('answers 404 for unknown and malformed codes', async () => {
    expect((await new Session().get('/fundraisers/ZZZZZZZZ/review/')).body).toEqual({
      message: 'Fundraiser not found',
    });
    expect((await new Session().get('/fundraisers/ZZZZZZZZ/review/')).status).toBe(404);
    // A code of the wrong shape is just as unknown to a client (D-153).
    const malformed = await new Session().get('/fundraisers/bad!/review/');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('Fundraiser not found');
  });

  it('answers 404 to a malformed code on every other {code} route too', async () => {
    const owner = await verifiedUser('owner');
    const reviewer = await reviewerSession();
    const bad = ['bad!', 'toolong123', 'ab%20cdef'];
    for (const code of bad) {
      const replies = await Promise.all([
        new Session().get(`/fundraisers/${code}/updates/`),
        new Session().post(`/fundraisers/${code}/reports/`, { reason: 'scam' }),
        owner.session.post(`/fundraisers/${code}/updates/`, { body: 'News' }),
        owner.session.post(`/fundraisers/${code}/close/`),
        owner.session.get(`/fundraisers/${code}/donations/`),
        owner.session.get(`/fundraisers/${code}/donations/csv/`),
        reviewer.post(`/moderation/fundraisers/${code}/approve/`),
        reviewer.post(`/moderation/fundraisers/${code}/reject/`, { reason: 'x' }),
        reviewer.post(`/moderation/fundraisers/${code}/close/`, { reason: 'x' }),
        reviewer.post(`/moderation/fundraisers/${code}/dismiss-reports/`, { reason: 'x' }),
        new Session().get(`/items/${code}/`),
        reviewer.post(`/moderation/items/${code}/remove/`, { reason: 'x' }),
      ]);
      expect(
        replies.map((r) => r.status),
        code,
      ).toEqual(replies.map(() => 404));
    }
  });
});
