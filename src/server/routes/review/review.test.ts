import { describe, expect, it } from 'vitest';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { createFundraiser } from '#tests/support/fundraisers.ts';

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
        'business_description',
        'fundraiser_details',
        'fundraiser_goal',
        'fundraiser_title',
        'industry_name',
        'location',
        'mission',
        'organisation_name',
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
    expect((await new Session().get('/fundraisers/bad!/review/')).status).toBe(400);
  });
});
