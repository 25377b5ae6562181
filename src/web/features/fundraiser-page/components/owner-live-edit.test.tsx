import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
import { FundraiserPage } from './fundraiser-page.tsx';

// A live fundraiser on its owner's page (D-175, D-177): Edit comes first and Close last, apart; the
// story and goal are edited with the details form, photos added but not removed, and the server's
// refusal of a goal below what was raised shows on the goal. The public page dates the edit.

const SAVE = 'POST /api/individual-details/';
const GOAL_BELOW = 'The goal cannot be less than the amount already raised';

const live = (fundraiser: Record<string, unknown> = {}, detail: Record<string, unknown> = {}) =>
  makeReview({
    fundraiser: { id: 'f-1', short_code: CODE, status: 'live', ...fundraiser },
    images: makeImages(2),
    detail,
  });

/** Stands in for the wizard's form: sends the story and goal typed into it, shows the goal's error. */
function StubStoryForm({ values, photos, onSubmit, busy, submitLabel, serverErrors }: StoryFormProps) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        void onSubmit({ ...values, fundraiser_details: data.get('story'), fundraiser_goal: Number(data.get('goal')) });
      }}
    >
      <label>
        Story <textarea name="story" defaultValue={values.fundraiser_details} />
      </label>
      <label>
        Goal <input name="goal" defaultValue={values.fundraiser_goal} />
      </label>
      {serverErrors?.fundraiser_goal && <p role="alert">{serverErrors.fundraiser_goal[0]}</p>}
      {photos}
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
const editTools: EditTools = { StoryForm: StubStoryForm };
const show = (routes: Parameters<typeof showOwnerPage>[0]) => showOwnerPage(routes, editTools);
const card = ownerCard('live');

decodableImages();

describe("A live fundraiser's owner page", () => {
  it('puts Edit first and Close fundraiser last on the page, in its own section', async () => {
    await show({ [MINE]: ok([card]), [REVIEW]: ok(live()) });
    const buttons = screen.getAllByRole('button');
    expect(buttons[0]).toHaveAccessibleName('Edit story and photos');
    expect(buttons.at(-1)).toHaveAccessibleName('Close fundraiser');
    expect(screen.getAllByRole('button', { name: 'Close fundraiser' })).toHaveLength(1);
    const danger = screen.getByRole('region', { name: 'Close this fundraiser' });
    expect(within(danger).getByText('Closing stops donations for good. It cannot be undone.')).toBeInTheDocument();
    // Nothing follows it in the page: not the report link, not the tabs.
    const article = document.querySelector('article.fp')!;
    expect(article.lastElementChild).toBe(danger);
  });

  it('edits the story and raises the goal through the details call', async () => {
    const { events, api } = await show({
      [MINE]: ok([card]),
      [REVIEW]: [ok(live()), ok(live({ edited_at: '2026-11-25T09:30:00Z' }, { fundraiser_details: 'New story.' }))],
      [SAVE]: { body: { message: 'Fundraiser details saved', data: {} } },
    });
    await events.click(screen.getByRole('button', { name: 'Edit story and photos' }));
    expect(
      screen.getByText(/The goal cannot go below the Ksh\s12,000 already raised, the currency stays the same/),
    ).toBeInTheDocument();
    // Photos donors have seen stay: none can be removed, another can be added.
    expect(screen.queryByRole('button', { name: /^Remove photo/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add a photo')).toBeEnabled();
    await events.clear(screen.getByLabelText('Story'));
    await events.type(screen.getByLabelText('Story'), 'New story.');
    await events.clear(screen.getByLabelText('Goal'));
    await events.type(screen.getByLabelText('Goal'), '80000');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(api.callsTo(SAVE)[0]!.body).toMatchObject({
      fundraiser: 'f-1',
      fundraiser_details: 'New story.',
      fundraiser_goal: 80000,
    });
    expect(await screen.findByText('Updated 25 Nov 2026')).toBeInTheDocument();
  });

  it("shows the server's refusal of a goal below what was raised on the goal, keeping what was typed", async () => {
    const { events } = await show({
      [MINE]: ok([card]),
      [REVIEW]: ok(live()),
      [SAVE]: { status: 400, body: { message: GOAL_BELOW, errors: { fundraiser_goal: [GOAL_BELOW] } } },
    });
    await events.click(screen.getByRole('button', { name: 'Edit story and photos' }));
    await events.clear(screen.getByLabelText('Goal'));
    await events.type(screen.getByLabelText('Goal'), '100');
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    const edit = screen.getByRole('region', { name: 'Edit your fundraiser' });
    expect(await within(edit).findByRole('alert')).toHaveTextContent(GOAL_BELOW);
    expect(screen.getByLabelText('Goal')).toHaveValue('100');
  });
});

describe("The page's 'Updated' line", () => {
  it('dates a live edit in Kenyan time, and says nothing when there was none', () => {
    // 22:30 UTC is already the next day in Nairobi.
    const { unmount } = render(
      <FundraiserPage review={makeReview({ fundraiser: { edited_at: '2026-11-24T22:30:00Z' } })} />,
    );
    const line = screen.getByText('Updated 25 Nov 2026');
    expect(line.closest('time')).toHaveAttribute('datetime', '2026-11-24T22:30:00Z');
    unmount();
    render(<FundraiserPage review={makeReview({ fundraiser: { edited_at: null } })} />);
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
  });
});
