import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { verifiedUser } from '#tests/support/accounts.ts';
import { Session } from '#tests/support/api.ts';
import { testDb } from '#tests/support/database.ts';
import { createFundraiser, individualDetails, upload } from '#tests/support/fundraisers.ts';
import { imageFile, png } from '#tests/support/images.ts';

// An individual fundraiser for someone else (D-170): the organiser names who the money is for and
// how they are related; the server checks it with the form's own schema and the page reads it back.

const forMama = { beneficiary: 'someone_else', beneficiary_name: '  Mama Njeri  ', beneficiary_relationship: 'parent' };
const stored = (id: string) =>
  testDb()
    .selectFrom('fundraiser_details')
    .select(['beneficiary_name', 'beneficiary_relationship'])
    .where('fundraiser_id', '=', id)
    .executeTakeFirst();

describe('who an individual fundraiser is for', () => {
  it('stores someone else with their relationship and shows them in the review, for anyone', async () => {
    const { session } = await verifiedUser('for-mama');
    const f = await createFundraiser(session);
    const saved = await session.post('/individual-details/', individualDetails(f.id, forMama));
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      beneficiary: 'someone_else',
      beneficiary_name: 'Mama Njeri',
      beneficiary_relationship: 'parent',
    });
    expect(await stored(f.id)).toEqual({ beneficiary_name: 'Mama Njeri', beneficiary_relationship: 'parent' });
    expect((await upload(session, f.id, [imageFile(await png(), 'photo.png')])).status).toBe(201);

    // The owner's preview and a guest with the link read the same.
    for (const reader of [session, new Session()]) {
      const review = await reader.get(`/fundraisers/${f.short_code}/review/`);
      expect(review.status).toBe(200);
      expect(review.body.data.detail).toMatchObject({
        beneficiary_name: 'Mama Njeri',
        beneficiary_relationship: 'parent',
      });
    }
  });

  it('refuses someone else without a name or a relationship from the list, storing nothing', async () => {
    const { session } = await verifiedUser();
    const f = await createFundraiser(session);
    const nameless = await session.post(
      '/individual-details/',
      individualDetails(f.id, { beneficiary: 'someone_else', beneficiary_name: '  ' }),
    );
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors).toEqual({
      beneficiary_name: [MSG.beneficiaryNameRequired],
      beneficiary_relationship: [MSG.beneficiaryRelationshipRequired],
    });
    const unlisted = await session.post(
      '/individual-details/',
      individualDetails(f.id, { ...forMama, beneficiary_relationship: 'landlord' }),
    );
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.errors).toEqual({ beneficiary_relationship: [MSG.beneficiaryRelationshipRequired] });
    expect(await stored(f.id)).toBeUndefined();
  });

  it('keeps no name for the organiser themself, also when switching back from someone else', async () => {
    const { session } = await verifiedUser();
    const f = await createFundraiser(session);
    expect((await session.post('/individual-details/', individualDetails(f.id, forMama))).status).toBe(201);
    const mine = await session.post('/individual-details/', individualDetails(f.id, { ...forMama, beneficiary: 'me' }));
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ beneficiary: 'me', beneficiary_name: null });
    expect(await stored(f.id)).toEqual({ beneficiary_name: null, beneficiary_relationship: null });
    const review = await session.get(`/fundraisers/${f.short_code}/review/`);
    expect(review.body.data.detail.beneficiary_name).toBeNull();
  });
});
