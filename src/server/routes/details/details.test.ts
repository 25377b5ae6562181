import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { approve, completeFundraiser, createFundraiser, individualDetails } from '#tests/support/fundraisers.ts';

const startupDetails = (fundraiser: string, overrides: Record<string, unknown> = {}) => ({
  ...individualDetails(fundraiser, { fundraiser_title: 'Solar dryers for mango farmers' }),
  startup_name: 'JuaDry',
  business_description: 'Solar dryers that turn surplus mangoes into dried fruit.',
  location: 'Machakos',
  industry: '2',
  stage: 2,
  team_size: '3',
  website: 'http://juadry.co.ke',
  social_media: '@juadry',
  ...overrides,
});

const organisationDetails = (fundraiser: string, overrides: Record<string, unknown> = {}) => ({
  ...individualDetails(fundraiser, { fundraiser_title: 'Library for Kibera' }),
  organisation_name: 'Soma Kibera',
  registration_number: 'OP.218/051/2020/0042',
  mission: 'A book within reach of every child in Kibera.',
  ...overrides,
});

describe('POST /api/individual-details/', () => {
  it('refuses a goal that rounds to 0 or is not plain decimal notation, and stores nothing', async () => {
    const { session } = await verifiedUser();
    const { id } = await createFundraiser(session);
    for (const [goal, message] of [
      [0.004, MSG.goalPositive],
      ['0.001', MSG.goalPositive],
      ['0x10', MSG.goalNumber],
      ['1e3', MSG.goalNumber],
    ] as const) {
      const reply = await session.post('/individual-details/', individualDetails(id, { fundraiser_goal: goal }));
      expect(reply.status, String(goal)).toBe(400);
      expect(reply.body.errors.fundraiser_goal).toEqual([message]);
    }
    const saved = await session.post('/individual-details/', individualDetails(id, { fundraiser_goal: '0.005' }));
    expect(saved.status).toBe(201);
    expect(saved.body.data.fundraiser_goal).toBe(0.01);
  });

  it('saves the details (201), then replaces them when sent again (200)', async () => {
    const { session } = await verifiedUser();
    const { id, short_code } = await createFundraiser(session);
    const first = await session.post(
      '/individual-details/',
      individualDetails(id, { fundraiser_goal: '1234.567', currency: 'USD' }),
    );
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ fundraiser: id, fundraiser_goal: 1234.57, currency: 'USD' });
    const again = await session.post(
      '/individual-details/',
      individualDetails(id, { fundraiser_title: 'Fees for Baraka and Neema' }),
    );
    expect(again.status).toBe(200);
    const review = await new Session().get(`/fundraisers/${short_code}/review/`);
    expect(review.body.data.detail.fundraiser_title).toBe('Fees for Baraka and Neema');
    expect(review.body.data.fundraiser.currency).toBe('KES');
  });

  it.each([
    [{ fundraiser_title: '' }, 'fundraiser_title', 'Fundraiser title is required'],
    [{ fundraiser_title: 'x'.repeat(121) }, 'fundraiser_title', 'Title must be at most 120 characters'],
    [{ fundraiser_details: '  ' }, 'fundraiser_details', 'Fundraiser details are required'],
    [{ fundraiser_details: 'x'.repeat(1001) }, 'fundraiser_details', 'Details must be at most 1000 characters'],
    [{ fundraiser_goal: '' }, 'fundraiser_goal', 'Fundraising goal is required'],
    [{ fundraiser_goal: 'lots' }, 'fundraiser_goal', 'Goal must be a number'],
    [{ fundraiser_goal: -5 }, 'fundraiser_goal', 'Goal must be a positive number'],
    [{ currency: 'EUR' }, 'currency', 'Choose KES or USD'],
  ])('rejects %o with the spec message', async (overrides, field, message) => {
    const { session } = await verifiedUser();
    const { id } = await createFundraiser(session);
    const reply = await session.post('/individual-details/', individualDetails(id, overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.errors[field]).toEqual([message]);
  });

  it("refuses someone else's fundraiser (403), an unknown one (404) and visitors (401)", async () => {
    const owner = await verifiedUser();
    const other = await verifiedUser();
    const { id } = await createFundraiser(owner.session);
    const stranger = await other.session.post(
      '/individual-details/',
      individualDetails(id, { fundraiser_title: 'Hijacked' }),
    );
    expect(stranger.status).toBe(403);
    const unknown = await owner.session.post(
      '/individual-details/',
      individualDetails('00000000-0000-0000-0000-000000000000'),
    );
    expect(unknown.status).toBe(404);
    expect((await new Session().post('/individual-details/', individualDetails(id))).status).toBe(401);
  });

  it('refuses details of another fundraiser type (409) and edits once closed (409)', async () => {
    const { session } = await verifiedUser();
    const startup = await createFundraiser(session, 'startup');
    const mismatch = await session.post('/individual-details/', individualDetails(startup.id));
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.message).toBe('These details do not match the fundraiser type');
    const live = await completeFundraiser(session);
    await approve(live.short_code);
    // Live, the story can still be corrected (D-175, live-edit.test.ts); closed, nothing changes.
    expect((await session.post(`/fundraisers/${live.short_code}/close/`)).status).toBe(200);
    const locked = await session.post('/individual-details/', individualDetails(live.id));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('This fundraiser can no longer be edited');
  });
});

describe('POST /api/startup-details/', () => {
  it('saves a startup with lookup names and a normalised https:// website', async () => {
    const { session } = await verifiedUser();
    const { id, short_code } = await createFundraiser(session, 'startup');
    const reply = await session.post('/startup-details/', startupDetails(id));
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      industry: 2,
      stage: 2,
      team_size: 3,
      website: 'https://juadry.co.ke',
      social_media: '@juadry',
    });
    const review = await new Session().get(`/fundraisers/${short_code}/review/`);
    expect(review.body.data.detail).toMatchObject({
      startup_name: 'JuaDry',
      location: 'Machakos',
      industry_name: 'Agriculture and agritech',
      stage_name: 'Prototype or MVP',
      team_size_name: '6–10 people',
    });
  });

  it.each([
    [{ startup_name: '' }, 'startup_name', 'Startup name is required'],
    [{ location: '' }, 'location', 'Startup location is required'],
    [{ industry: '' }, 'industry', 'Industry is required'],
    [{ stage: null }, 'stage', 'Startup stage is required'],
    [{ team_size: undefined }, 'team_size', 'Team size is required'],
    [{ business_description: '' }, 'business_description', 'Business description is required'],
    [{ business_description: 'x'.repeat(1001) }, 'business_description', 'Description must be at most 1000 characters'],
    [{ website: 'not a site' }, 'website', 'Enter a valid URL'],
    [{ industry: 999 }, 'industry', 'Industry is required'],
  ])('rejects %o', async (overrides, field, message) => {
    const { session } = await verifiedUser();
    const { id } = await createFundraiser(session, 'startup');
    const reply = await session.post('/startup-details/', startupDetails(id, overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.errors[field]).toEqual([message]);
  });

  it('keeps an empty website empty', async () => {
    const { session } = await verifiedUser();
    const { id } = await createFundraiser(session, 'startup');
    const reply = await session.post('/startup-details/', startupDetails(id, { website: '', social_media: '' }));
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ website: null, social_media: null });
  });
});

describe('POST /api/organisation-details/', () => {
  it('saves an organisation', async () => {
    const { session } = await verifiedUser();
    const { id, short_code } = await createFundraiser(session, 'organization');
    expect(
      (
        await session.post(
          '/organisation-details/',
          organisationDetails(id, { website: 'https://https://soma.or.ke/about' }),
        )
      ).status,
    ).toBe(201);
    const review = await new Session().get(`/fundraisers/${short_code}/review/`);
    expect(review.body.data.detail).toMatchObject({
      organisation_name: 'Soma Kibera',
      mission: 'A book within reach of every child in Kibera.',
      website: 'https://soma.or.ke/about',
    });
  });

  it.each([
    [{ organisation_name: '' }, 'organisation_name', 'Organization name is required'],
    [{ registration_number: '' }, 'registration_number', 'Registration number is required'],
    [{ mission: '' }, 'mission', 'Mission is required'],
    [{ mission: 'x'.repeat(501) }, 'mission', 'Mission must be at most 500 characters'],
  ])('rejects %o', async (overrides, field, message) => {
    const { session } = await verifiedUser();
    const { id } = await createFundraiser(session, 'organization');
    const reply = await session.post('/organisation-details/', organisationDetails(id, overrides));
    expect(reply.status).toBe(400);
    expect(reply.body.errors[field]).toEqual([message]);
  });
});
