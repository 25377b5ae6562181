import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import { DetailsForm } from './details-form.tsx';
import { COMMON_VALID, fill, LOOKUP_ROUTES, renderForm, submitButton, touch } from './test-helpers.tsx';
import type { DetailsFormProps } from './use-details-form.ts';

// Spec §2 (step 3: form by type slug, unknown slug → yourself), §5 (Fundraiser forms, all types).

const formFor = (slug: string) =>
  function Form(props: DetailsFormProps) {
    return <DetailsForm slug={slug} {...props} />;
  };

beforeEach(() => {
  mockApi(LOOKUP_ROUTES);
});

describe('DetailsForm picks the form by slug', () => {
  it.each([
    ['yourself', null],
    ['startup', 'About the startup'],
    ['organization', 'About the organization'],
    ['ngo', 'About the organization'],
  ])('%s', async (slug, section) => {
    await renderForm(formFor(slug));
    expect(screen.getByLabelText('Fundraiser title')).toBeInTheDocument();
    if (section) expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    else expect(screen.queryByLabelText('Startup name')).not.toBeInTheDocument();
  });

  it('falls back to the yourself form for an unknown slug', async () => {
    await renderForm(formFor('community-group'));
    expect(screen.getByLabelText('Fundraiser title')).toBeInTheDocument();
    expect(screen.getByLabelText('Fundraiser details')).toBeInTheDocument();
    expect(screen.getByLabelText('Fundraising goal')).toBeInTheDocument();
    expect(screen.queryByLabelText('Startup name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Organization name')).not.toBeInTheDocument();
  });
});

describe.each(['yourself', 'startup', 'organization'])('the %s form: fundraiser fields', (slug) => {
  it('says title and details are required once left empty', async () => {
    const { events } = await renderForm(formFor(slug));
    expect(screen.queryByText('Fundraiser title is required')).not.toBeInTheDocument();
    await touch(events, 'Fundraiser title');
    expect(await screen.findByText('Fundraiser title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Fundraiser title')).toHaveAccessibleDescription('Fundraiser title is required');
    await touch(events, 'Fundraiser details');
    expect(await screen.findByText('Fundraiser details are required')).toBeInTheDocument();
  });

  it('limits the title to 120 and the details to 1000 characters', async () => {
    const { events } = await renderForm(formFor(slug));
    await fill(events, { 'Fundraiser title': 't'.repeat(121), 'Fundraiser details': 'd'.repeat(1001) });
    await events.tab();
    expect(await screen.findByText('Title must be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByText('Details must be at most 1000 characters')).toBeInTheDocument();
    await fill(events, { 'Fundraiser title': 't'.repeat(120), 'Fundraiser details': 'd'.repeat(1000) });
    await events.tab();
    expect(screen.queryByText('Title must be at most 120 characters')).not.toBeInTheDocument();
    expect(screen.queryByText('Details must be at most 1000 characters')).not.toBeInTheDocument();
  });

  it('wants a goal that is a positive number', async () => {
    const { events } = await renderForm(formFor(slug));
    const goal = screen.getByLabelText('Fundraising goal');
    expect(goal).toHaveAttribute('type', 'number');
    expect(goal).toHaveAttribute('step', '0.01');
    expect(goal).toHaveAttribute('min', '0');
    expect(goal).toHaveAttribute('inputmode', 'decimal');
    await touch(events, 'Fundraising goal');
    expect(await screen.findByText('Fundraising goal is required')).toBeInTheDocument();
    await fill(events, { 'Fundraising goal': '0' });
    expect(await screen.findByText('Goal must be a positive number')).toBeInTheDocument();
    await fill(events, { 'Fundraising goal': '-5' });
    expect(await screen.findByText('Goal must be a positive number')).toBeInTheDocument();
    // What a browser's number input reports for text it cannot read ('1e'): badInput, value ''.
    Object.defineProperty(goal, 'validity', { configurable: true, value: { badInput: true } });
    fireEvent.change(goal, { target: { value: '' } });
    expect(await screen.findByText('Goal must be a number')).toBeInTheDocument();
  });

  it('offers KES (the default) and USD', async () => {
    await renderForm(formFor(slug));
    const currency = screen.getByLabelText('Currency');
    expect(currency).toHaveValue('KES');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['KES', 'USD']);
  });

  it('shows the photos slot and asks for an image once the user has started', async () => {
    const { events } = await renderForm(formFor(slug));
    expect(screen.getByRole('button', { name: 'Add photo (0)' })).toBeInTheDocument();
    expect(screen.queryByText('At least one image is required')).not.toBeInTheDocument();
    await touch(events, 'Fundraiser title');
    expect(await screen.findByText('At least one image is required')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Add photo (0)' }));
    expect(screen.queryByText('At least one image is required')).not.toBeInTheDocument();
  });

  it('shows the word counter under the details', async () => {
    const { events } = await renderForm(formFor(slug));
    await fill(events, { 'Fundraiser details': 'Clean  water\nfor all ' });
    expect(screen.getAllByText('4 / 100 words')[0]).toBeInTheDocument();
  });

  it('keeps submit disabled while invalid', async () => {
    const { events } = await renderForm(formFor(slug), { photoCount: 1 });
    expect(submitButton()).toBeDisabled();
    await fill(events, { ...COMMON_VALID, 'Fundraiser title': 't'.repeat(121) });
    expect(submitButton()).toBeDisabled();
  });
});
