import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import { StartupForm } from './startup-form.tsx';
import { COMMON_VALID, fill, LOOKUP_ROUTES, renderForm, submitButton, touch, words } from './test-helpers.tsx';

// Spec §2 (step 3), §5 (Startup). The lookups: startup-lookups.test.tsx.

const STARTUP_VALID = {
  ...COMMON_VALID,
  'Startup name': 'Maji Tech',
  'Business description': 'Solar water pumps for farms',
  Location: 'Nakuru',
};
const optionNames = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('StartupForm', () => {
  it('labels only website and social media as optional', async () => {
    mockApi(LOOKUP_ROUTES);
    await renderForm(StartupForm);
    expect(screen.getByLabelText('Website (Optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Social media (Optional)')).toBeInTheDocument();
    expect(screen.getAllByText(/\(Optional\)/)).toHaveLength(2);
  });

  it('says which startup fields are required once they are left', async () => {
    mockApi(LOOKUP_ROUTES);
    const { events } = await renderForm(StartupForm);
    for (const label of ['Startup name', 'Business description', 'Location', 'Industry', 'Startup stage', 'Team size'])
      await touch(events, label);
    await touch(events, 'Website (Optional)');
    await touch(events, 'Social media (Optional)');
    for (const message of [
      'Startup name is required',
      'Business description is required',
      'Startup location is required',
      'Industry is required',
      'Startup stage is required',
      'Team size is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument();
  });

  it('limits the business description to 1000 characters and counts its words', async () => {
    mockApi(LOOKUP_ROUTES);
    const { events } = await renderForm(StartupForm);
    await fill(events, { 'Business description': 'b'.repeat(1001) });
    await events.tab();
    expect(await screen.findByText('Description must be at most 1000 characters')).toBeInTheDocument();
    await fill(events, { 'Business description': words(101) });
    const counter = screen.getByText('101 / 100 words');
    expect(counter).toHaveClass('word-count-over');
    expect(screen.queryByText('Description must be at most 1000 characters')).not.toBeInTheDocument();
  });

  it('shows the https:// prefix and keeps only the bare address', async () => {
    mockApi(LOOKUP_ROUTES);
    const { events } = await renderForm(StartupForm);
    const website = screen.getByLabelText('Website (Optional)');
    expect(within(website.parentElement!).getByText('https://')).toBeInTheDocument();
    await events.type(website, 'http://x.co');
    expect(website).toHaveValue('x.co');
    await fill(events, { 'Website (Optional)': 'https://' });
    await events.tab();
    expect(website).toHaveValue('');
    expect(screen.queryByText('Enter a valid URL')).not.toBeInTheDocument();
    await fill(events, { 'Website (Optional)': 'not a url' });
    await events.tab();
    expect(await screen.findByText('Enter a valid URL')).toBeInTheDocument();
  });

  it('sends the parsed startup details once valid with a photo', async () => {
    mockApi(LOOKUP_ROUTES);
    const { events, onSubmit, onValuesChange } = await renderForm(StartupForm, { photoCount: 1 });
    await vi.waitFor(() => expect(optionNames('Industry')).toContain('Fintech'));
    await fill(events, {
      ...STARTUP_VALID,
      'Website (Optional)': 'HTTPS://maji.co.ke',
      'Social media (Optional)': '@maji',
    });
    await events.selectOptions(screen.getByLabelText('Industry'), 'Fintech');
    await events.selectOptions(screen.getByLabelText('Startup stage'), 'Idea');
    expect(submitButton()).toBeDisabled();
    await events.selectOptions(screen.getByLabelText('Team size'), '1-5');
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ industry: '2', stage: '3', team_size: '5', website: 'maji.co.ke', location: 'Nakuru' }),
    );
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        fundraiser_title: 'Water for Kibera',
        fundraiser_details: 'A borehole for the school',
        fundraiser_goal: 2500.5,
        currency: 'KES',
        startup_name: 'Maji Tech',
        business_description: 'Solar water pumps for farms',
        location: 'Nakuru',
        industry: 2,
        stage: 3,
        team_size: 5,
        website: 'https://maji.co.ke',
        social_media: '@maji',
      }),
    );
  });

  it("shows the server's errors on startup fields", async () => {
    mockApi(LOOKUP_ROUTES);
    const values = {
      fundraiser_title: 'Water',
      fundraiser_details: 'Pumps',
      fundraiser_goal: '100',
      startup_name: 'Maji Tech',
      business_description: 'Pumps',
      location: 'Nakuru',
      industry: '1',
      stage: '3',
      team_size: '5',
    };
    const { events } = await renderForm(StartupForm, {
      values,
      photoCount: 1,
      serverErrors: { industry: ['Industry not found'] },
    });
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());
    expect(await screen.findByText('Industry not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Industry')).toHaveAccessibleDescription('Industry not found');
    expect(screen.getByLabelText('Startup name')).toHaveValue('Maji Tech');
  });
});
