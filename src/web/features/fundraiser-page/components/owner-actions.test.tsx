import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FundraiserCard } from '#shared/schemas/fundraiser.schema.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { makeImages, makeReview } from '../test-support/review-fixture.ts';
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

// The owner's actions on /fundraiser/{id}: close while live (last on the page, D-177), edit story
// and photos while Pending Review (live edits: owner-live-edit.test.tsx), nothing while offline. The API is stubbed at fetch; the page reads it as in the app.

const CLOSE = `POST /api/fundraisers/${CODE}/close/`;

const review = (status: Review['fundraiser']['status'], images = 3) =>
  makeReview({ fundraiser: { id: 'f-1', short_code: CODE, status }, images: makeImages(images) });

/** The wizard's form stands in as a small one: the page hands it values, photos and onSubmit. */
function StubStoryForm({ values, photos, onSubmit, busy, submitLabel, serverErrors }: StoryFormProps) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit({ ...values, fundraiser_title: 'A new title', fundraiser_goal: 60000 });
      }}
    >
      <p>Editing “{values.fundraiser_title}”</p>
      {serverErrors?.fundraiser_title && <p>{serverErrors.fundraiser_title[0]}</p>}
      {photos}
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
const editTools: EditTools = { StoryForm: StubStoryForm };
const show = (routes: Parameters<typeof showOwnerPage>[0]) => showOwnerPage(routes, editTools);
const card = (status: FundraiserCard['status']) => ownerCard(status);

decodableImages();

const actions = () => screen.getByRole('region', { name: 'Manage your fundraiser' });
const danger = () => screen.getByRole('region', { name: 'Close this fundraiser' });

describe('Closing a live fundraiser', () => {
  it('asks first, closes only on yes, and then shows the fundraiser closed', async () => {
    const { events, api } = await show({
      [MINE]: [ok([card('live')]), ok([card('closed')])],
      [REVIEW]: [ok(review('live')), ok(review('closed'))],
      [CLOSE]: { body: { message: 'Fundraiser closed' } },
    });
    expect(within(actions()).queryByRole('button', { name: 'Close fundraiser' })).not.toBeInTheDocument();
    await events.click(within(danger()).getByRole('button', { name: 'Close fundraiser' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this fundraiser?' });
    // Cancel has the focus: Enter on an open dialog never closes a fundraiser by accident.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(CLOSE)).toHaveLength(0);
    expect(within(danger()).getByRole('button', { name: 'Close fundraiser' })).toHaveFocus();

    await events.click(within(danger()).getByRole('button', { name: 'Close fundraiser' }));
    await events.click(
      within(screen.getByRole('dialog', { name: 'Close this fundraiser?' })).getByRole('button', {
        name: 'Close fundraiser',
      }),
    );
    expect(await screen.findByText('Your fundraiser is closed.')).toBeInTheDocument();
    expect(api.callsTo(CLOSE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Both reads asked again: the page now shows the closed state and offers no Close.
    expect(await screen.findByText('Fundraiser closed: it no longer takes donations.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Manage your fundraiser' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Close this fundraiser' })).not.toBeInTheDocument();
    expect(api.callsTo(REVIEW).length).toBeGreaterThanOrEqual(2);
  });

  it('shows why closing failed and tries again from the same dialog', async () => {
    const { events, api } = await show({
      [MINE]: ok([card('live')]),
      [REVIEW]: ok(review('live')),
      [CLOSE]: [
        { status: 500, body: { message: 'Harambee is very busy right now. Please try again in a moment.' } },
        { body: {} },
      ],
    });
    await events.click(within(danger()).getByRole('button', { name: 'Close fundraiser' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this fundraiser?' });
    await events.click(within(dialog).getByRole('button', { name: 'Close fundraiser' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Harambee is very busy right now.');
    await events.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your fundraiser is closed.')).toBeInTheDocument();
    expect(api.callsTo(CLOSE)).toHaveLength(2);
  });
});

describe('Editing while Pending Review', () => {
  it('offers Edit only while Pending Review, and saves through the details call', async () => {
    const { events, api } = await show({
      [MINE]: ok([card('pending_review')]),
      [REVIEW]: ok(review('pending_review')),
      'POST /api/individual-details/': { status: 200, body: { message: 'ok', data: {} } },
    });
    expect(screen.queryByRole('button', { name: 'Close fundraiser' })).not.toBeInTheDocument();
    await events.click(within(actions()).getByRole('button', { name: 'Edit story and photos' }));
    expect(screen.getByText('Editing “School fees for Amani”')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    const [saved] = api.callsTo('POST /api/individual-details/');
    expect(saved!.body).toMatchObject({ fundraiser: 'f-1', fundraiser_title: 'A new title', fundraiser_goal: 60000 });
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('shows no Edit on a rejected or closed fundraiser', async () => {
    for (const status of ['rejected', 'closed'] as const) {
      await show({ [MINE]: ok([card(status)]), [REVIEW]: ok(review(status)) });
      expect(screen.queryByRole('button', { name: 'Edit story and photos' })).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('removes a photo only after asking, and shows the photos the server has left', async () => {
    const remaining = review('pending_review', 3);
    remaining.images = remaining.images.filter((i) => i.id !== 'img-2');
    const { events, api } = await show({
      [MINE]: ok([card('pending_review')]),
      [REVIEW]: [ok(review('pending_review', 3)), ok(remaining)],
      'DELETE /api/fundraiser-images/img-2/': { body: { message: 'Photo removed' } },
    });
    await events.click(within(actions()).getByRole('button', { name: 'Edit story and photos' }));
    await events.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this photo?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/fundraiser-images/img-2/')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove photo 3' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await events.click(
      within(screen.getByRole('dialog', { name: 'Remove this photo?' })).getByRole('button', { name: 'Remove photo' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove photo 3' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/fundraiser-images/img-2/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove photo \d$/ })).toHaveLength(2);
  });

  it('says so when a reviewer approved it meanwhile, and offers what a live fundraiser allows', async () => {
    const { events } = await show({
      [MINE]: [ok([card('pending_review')]), ok([card('live')])],
      [REVIEW]: [ok(review('pending_review', 2)), ok(review('live', 2))],
      'DELETE /api/fundraiser-images/img-1/': {
        status: 409,
        body: { message: 'This fundraiser can no longer be edited' },
      },
    });
    await events.click(within(actions()).getByRole('button', { name: 'Edit story and photos' }));
    await events.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await events.click(
      within(screen.getByRole('dialog', { name: 'Remove this photo?' })).getByRole('button', { name: 'Remove photo' }),
    );
    const toastHost = document.querySelector<HTMLElement>('.toast-host')!;
    expect(await within(toastHost).findByText('This fundraiser can no longer be edited')).toBeInTheDocument();
    expect(await within(danger()).findByRole('button', { name: 'Close fundraiser' })).toBeInTheDocument();
    // Live: photos can still be added, but none removed (D-175).
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).not.toBeInTheDocument();
  });

  it('keeps the last photo: its Remove waits for another photo', async () => {
    const { events } = await show({
      [MINE]: ok([card('pending_review')]),
      [REVIEW]: ok(review('pending_review', 1)),
    });
    await events.click(within(actions()).getByRole('button', { name: 'Edit story and photos' }));
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();
    expect(screen.getByText(/add another before removing this one/)).toBeInTheDocument();
  });
});

describe('Offline', () => {
  it('still shows the page and its actions, disabled, with a note', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await show({ [MINE]: ok([card('live')]), [REVIEW]: ok(review('live')) });
    expect(within(actions()).getByText(/You are offline\. Editing or closing/)).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Edit story and photos' })).toBeDisabled();
    expect(within(danger()).getByText(/You are offline\. Editing or closing/)).toBeInTheDocument();
    expect(within(danger()).getByRole('button', { name: 'Close fundraiser' })).toBeDisabled();
  });
});
