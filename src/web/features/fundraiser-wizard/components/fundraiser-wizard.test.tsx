import { CATEGORIES as SEEDED } from '#shared/reference-data.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { clearDraft, emptyDraft, loadDraft, saveDraft } from '../draft/draft-store.ts';
import type { WizardDraft } from '../draft/draft.types.ts';
import { flushSave } from '../draft/draft-saver.ts';
import { FundraiserWizard, type WizardUser } from './fundraiser-wizard.tsx';

// The wizard's transitions (spec §2, §4) over the real draft store (IndexedDB, in memory here).

// The seeded categories (their texts are what the catalogues translate).
const CATEGORIES = SEEDED.map(({ position: _, ...category }) => category);
const VERIFIED = makeUser();

beforeEach(async () => {
  await clearDraft([]);
  mockApi({ 'GET /api/common/fundraising-categories/': { body: { data: CATEGORIES } } });
});

async function renderWizard(user: WizardUser | null, draft?: Partial<WizardDraft>) {
  if (draft) await saveDraft({ ...emptyDraft(), ...draft });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <FundraiserWizard
        user={user}
        accountStep={(done, back) => (
          <div>
            <p>The account step</p>
            <button onClick={done}>Account done</button>
            <button onClick={back}>Account back</button>
          </div>
        )}
      />
    </QueryClientProvider>,
    { path: '/fundraiser/create', user: user ? makeUser(user) : null },
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('step 1: select beneficiary', () => {
  it('shows the types as cards and keeps Continue disabled until one is chosen', async () => {
    const { events } = await renderWizard(null);
    expect(await screen.findByText('Step 1 of 4: Select Beneficiary')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who are you fundraising for?' })).toBeInTheDocument();
    expect(screen.getByText('Select the option that best describes your fundraiser.')).toBeInTheDocument();
    expect(await screen.findByText(SEEDED[1]!.description)).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(continueButton()).toBeDisabled();
    await events.click(screen.getByRole('radio', { name: /^Startup/ }));
    expect(continueButton()).toBeEnabled();
  });

  it('Back only shows an alert that it leads to the home page', async () => {
    const { events } = await renderWizard(null);
    await events.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Going back will redirect you to the home page.');
    expect(screen.getByText('Step 1 of 4: Select Beneficiary')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('reports a failed load and keeps the list empty', async () => {
    mockApi({ 'GET /api/common/fundraising-categories/': { status: 500, body: { message: 'down' } } });
    await renderWizard(null);
    expect(await screen.findByText(/Fundraiser types could not be loaded/)).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});

describe('transitions', () => {
  it('a visitor goes on to create-account; back returns with the choice kept', async () => {
    const { events } = await renderWizard(null);
    await events.click(await screen.findByRole('radio', { name: /^Yourself/ }));
    await events.click(continueButton());
    expect(await screen.findByText('Step 2 of 4: Create Account')).toBeInTheDocument();
    expect(screen.getByText('The account step')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Account back' }));
    expect(await screen.findByText('Step 1 of 4: Select Beneficiary')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /^Yourself/ })).toBeChecked();
  });

  it('a verified user skips sign-up straight to the details, earlier steps ticked', async () => {
    const { events } = await renderWizard(VERIFIED);
    await events.click(await screen.findByRole('radio', { name: /^Organization/ }));
    await events.click(continueButton());
    expect(await screen.findByText('Step 3 of 4: Fundraiser Details')).toBeInTheDocument();
    expect(screen.getByLabelText('Organization name')).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').filter((li) => li.classList.contains('stepper-item'));
    expect(steps.map((li) => li.classList.contains('is-done'))).toEqual([true, true, false, false]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });

  it('an unverified user is sent to create-account', async () => {
    const { events } = await renderWizard({ id: 'u-2', is_verified: false });
    await events.click(await screen.findByRole('radio', { name: /^Startup/ }));
    await events.click(continueButton());
    expect(await screen.findByText('Step 2 of 4: Create Account')).toBeInTheDocument();
  });

  it('details without a verified user go back to create-account', async () => {
    await renderWizard(null, {
      step: 'fundraiser-details',
      completed: ['select-beneficiary', 'create-account'],
      type: { id: 1, name: 'Yourself', slug: 'yourself' },
    });
    expect(await screen.findByText('Step 2 of 4: Create Account')).toBeInTheDocument();
  });

  it('details without a chosen type redirect home', async () => {
    await renderWizard(VERIFIED, { step: 'fundraiser-details', type: null });
    expect(await screen.findByText('/')).toBeInTheDocument();
  });

  it('an unknown type slug shows the yourself form', async () => {
    await renderWizard(VERIFIED, {
      step: 'fundraiser-details',
      type: { id: 9, name: 'Other', slug: 'something-else' },
    });
    expect(await screen.findByLabelText('Fundraiser title')).toBeInTheDocument();
    expect(screen.queryByLabelText('Startup name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Organization name')).not.toBeInTheDocument();
  });
});

describe('the draft', () => {
  it('is saved as the user goes and restored when the wizard opens again', async () => {
    const first = await renderWizard(VERIFIED);
    await first.events.click(await screen.findByRole('radio', { name: /^Yourself/ }));
    await first.events.click(continueButton());
    await first.events.type(await screen.findByLabelText('Fundraiser title'), 'Fees for Achieng');
    await flushSave();
    first.unmount();

    expect(await loadDraft()).toMatchObject({
      step: 'fundraiser-details',
      type: { slug: 'yourself' },
      forms: { yourself: { fundraiser_title: 'Fees for Achieng' } },
    });
    await renderWizard(VERIFIED);
    await waitFor(async () => expect(await screen.findByLabelText('Fundraiser title')).toHaveValue('Fees for Achieng'));
  });
});
