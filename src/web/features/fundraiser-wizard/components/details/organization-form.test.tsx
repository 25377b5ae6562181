import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrganizationForm } from './organization-form.tsx';
import { COMMON_VALID, fill, renderForm, submitButton, touch, words } from './test-helpers.tsx';

// Spec §2 (step 3: mission label says 50 words, counter 100), §5 (Organization), §9.

describe('OrganizationForm', () => {
  it("labels the mission 'max 50 words' and only website and social media as optional", async () => {
    await renderForm(OrganizationForm);
    expect(screen.getByLabelText('Mission (max 50 words)')).toBeInTheDocument();
    expect(screen.getByLabelText('Website (Optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Social media (Optional)')).toBeInTheDocument();
    expect(screen.getAllByText(/\(Optional\)/)).toHaveLength(2);
  });

  it('says the organization name, registration number and mission are required', async () => {
    const { events } = await renderForm(OrganizationForm);
    await touch(events, 'Organization name');
    await touch(events, 'Registration number');
    await touch(events, 'Mission (max 50 words)');
    expect(await screen.findByText('Organization name is required')).toBeInTheDocument();
    expect(screen.getByText('Registration number is required')).toBeInTheDocument();
    expect(screen.getByText('Mission is required')).toBeInTheDocument();
  });

  it('limits the mission to 500 characters while its counter counts to 100 words', async () => {
    const { events } = await renderForm(OrganizationForm);
    const mission = screen.getByLabelText('Mission (max 50 words)');
    await fill(events, { 'Mission (max 50 words)': 'm'.repeat(501) });
    await events.tab();
    expect(await screen.findByText('Mission must be at most 500 characters')).toBeInTheDocument();
    await fill(events, { 'Mission (max 50 words)': words(60) });
    expect(screen.queryByText('Mission must be at most 500 characters')).not.toBeInTheDocument();
    expect(mission).toHaveAccessibleDescription('60 / 100 words');
    await fill(events, { 'Mission (max 50 words)': words(101) });
    expect(within(mission.closest('.field')!).getByText('101 / 100 words')).toHaveClass('word-count-over');
  });

  it('strips a typed scheme from the website and rejects what is not a URL', async () => {
    const { events } = await renderForm(OrganizationForm);
    const website = screen.getByLabelText('Website (Optional)');
    await events.type(website, 'https://');
    expect(website).toHaveValue('');
    await events.click(website);
    await events.paste('http://amani.or.ke');
    expect(website).toHaveValue('amani.or.ke');
    await fill(events, { 'Website (Optional)': 'amani' });
    await events.tab();
    expect(await screen.findByText('Enter a valid URL')).toBeInTheDocument();
  });

  it('sends the parsed details, keeping an empty website out', async () => {
    const { events, onSubmit } = await renderForm(OrganizationForm, { photoCount: 1 });
    await fill(events, {
      ...COMMON_VALID,
      'Organization name': 'Amani Trust',
      'Registration number': 'NGO/123/2020',
      'Mission (max 50 words)': 'Clean water for every school',
    });
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      fundraiser_title: 'Water for Kibera',
      fundraiser_details: 'A borehole for the school',
      fundraiser_goal: 2500.5,
      currency: 'KES',
      organisation_name: 'Amani Trust',
      registration_number: 'NGO/123/2020',
      mission: 'Clean water for every school',
    });
  });

  it('keeps submit disabled without a photo even when every field is valid', async () => {
    const values = {
      fundraiser_title: 'Water',
      fundraiser_details: 'Pumps',
      fundraiser_goal: '100',
      organisation_name: 'Amani Trust',
      registration_number: 'NGO/1',
      mission: 'Water',
    };
    const { events } = await renderForm(OrganizationForm, { values });
    expect(screen.getByLabelText('Organization name')).toHaveValue('Amani Trust');
    expect(submitButton()).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Add photo (0)' }));
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it("shows the server's errors on organization fields", async () => {
    const values = {
      fundraiser_title: 'Water',
      fundraiser_details: 'Pumps',
      fundraiser_goal: '100',
      organisation_name: 'Amani Trust',
      registration_number: 'NGO/1',
      mission: 'Water',
    };
    const { events } = await renderForm(OrganizationForm, {
      values,
      photoCount: 1,
      serverErrors: { registration_number: ['Registration number already registered'] },
    });
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());
    expect(await screen.findByText('Registration number already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Registration number')).toHaveValue('NGO/1');
  });
});
