import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import type { OwnerSupportMessagesPage } from '#shared/schemas/support-message.schema.ts';
import { makeReview, READ_AT } from '../test-support/review-fixture.ts';
import {
  CODE,
  decodableImages,
  MINE,
  ok,
  ownerCard,
  REVIEW,
  showOwnerPage,
} from '../test-support/owner-page-harness.tsx';
import type { EditTools, StoryFormProps } from './edit-fundraiser.tsx';

// The owner's words of support on /fundraiser/{id} (D-171): every message, the hidden ones marked,
// Hide and Show again by the donation's reference; and an edit keeps whom the money is for (D-170).

const WORDS = `GET /api/fundraisers/${CODE}/support-messages/all/`;
const REF = '6f1c1e3a-0d4b-4c59-9a57-3c1d2b7e8f90';
const PATCH = `PATCH /api/fundraisers/${CODE}/support-messages/${REF}/`;

const review = (status: FundraiserCard['status']) =>
  makeReview({
    fundraiser: { id: 'f-1', short_code: CODE, status },
    detail: { beneficiary_name: 'Mama Njeri', beneficiary_relationship: 'parent' },
  });
const word = (hidden: boolean, name: string | null = 'Achieng') => ({
  reference: REF,
  hidden,
  donor_name: name,
  anonymous: name === null,
  message: 'Pole sana Mama',
  paid_at: new Date(Date.parse(READ_AT) - 3600_000).toISOString(),
});
const page = (data: ReturnType<typeof word>[]): OwnerSupportMessagesPage => ({
  data,
  meta: { page: 1, page_size: 20, total: data.length, total_pages: 1 },
  read_at: READ_AT,
});

/** Stands in for the wizard's form: records the values the owner page hands it. */
const StubStoryForm = vi.fn((_props: StoryFormProps) => <p>Story form</p>);
const editTools: EditTools = { StoryForm: StubStoryForm };
const show = (routes: Parameters<typeof showOwnerPage>[0]) => showOwnerPage(routes, editTools);
const card = (status: FundraiserCard['status']) =>
  ownerCard(status, {
    title: 'Hospital bill for Mama Njeri',
    goal: 150000,
    raised_amount: 500,
    supporters_count: 1,
    progress_percent: 0,
  });

decodableImages();
beforeEach(() => StubStoryForm.mockClear());

describe("the owner's words of support", () => {
  it('lists the words with Hide; hiding marks them hidden and offers Show again', async () => {
    const { events, api } = await show({
      [MINE]: ok([card('live')]),
      [REVIEW]: ok(review('live')),
      [WORDS]: [{ body: page([word(false)]) }, { body: page([word(true)]) }],
      [PATCH]: { body: { message: 'Hidden from your fundraiser page.', data: word(true) } },
    });
    const mine = await screen.findByRole('region', { name: 'Words of support' });
    await within(mine).findByText('Pole sana Mama');
    await events.click(within(mine).getByRole('button', { name: /^Hide the words of Achieng, 1 hour ago$/ }));
    expect(await within(mine).findByText('Hidden from the page')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: /^Show again the words of Achieng/ })).toBeInTheDocument();
    expect(api.callsTo(PATCH).map((c) => c.body)).toEqual([{ hidden: true }]);
    // Named by the reference the owner's list gave, never by anything else.
    expect(api.callsTo(PATCH)[0]!.url).toContain(`/support-messages/${REF}/`);
    expect(await screen.findByText('Hidden from your fundraiser page.')).toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    await show({ [MINE]: ok([card('live')]), [REVIEW]: ok(review('live')), [WORDS]: { body: page([]) } });
    const mine = await screen.findByRole('region', { name: 'Words of support' });
    expect(await within(mine).findByText(/No words of support yet/)).toBeInTheDocument();
  });

  it('is not there while Pending Review, and the edit form keeps whom the money is for', async () => {
    const { events, api } = await show({
      [MINE]: ok([card('pending_review')]),
      [REVIEW]: ok(review('pending_review')),
    });
    expect(screen.queryByRole('region', { name: 'Words of support' })).not.toBeInTheDocument();
    expect(api.callsTo(WORDS)).toEqual([]);
    await events.click(screen.getByRole('button', { name: 'Edit story and photos' }));
    await screen.findByText('Story form');
    expect(StubStoryForm.mock.lastCall?.[0].values).toMatchObject({
      beneficiary: 'someone_else',
      beneficiary_name: 'Mama Njeri',
      beneficiary_relationship: 'parent',
    });
  });
});
