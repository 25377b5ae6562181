import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import { OrganizationForm } from '../organization-form.tsx';
import { LOOKUP_ROUTES, renderForm, submitButton, touch } from '../test-helpers.tsx';
import { StartupForm } from '../startup-form.tsx';

// Spec §2: startup and organization forms have collapsible sections on small screens.

const stubWide = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('CollapsibleSection', () => {
  it.each([
    [StartupForm, 'About the startup', 'Startup name'],
    [OrganizationForm, 'About the organization', 'Organization name'],
  ])('folds a section away on a phone', async (Form, section, field) => {
    mockApi(LOOKUP_ROUTES);
    const { events } = await renderForm(Form);
    const toggle = screen.getByRole('button', { name: section });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(body).toContainElement(screen.getByLabelText(field));
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).not.toBeVisible();
    await events.click(toggle);
    expect(body).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fundraiser' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photos' })).toBeInTheDocument();
  });

  it('opens a folded section when one of its fields gets an error', async () => {
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
    const about = screen.getByRole('button', { name: 'About the organization' });
    await events.click(about);
    expect(screen.getByLabelText('Registration number')).not.toBeVisible();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    await events.click(submitButton());
    expect(await screen.findByText('Registration number already registered')).toBeVisible();
    expect(about).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the photos section with its message', async () => {
    const { events } = await renderForm(OrganizationForm);
    const photos = screen.getByRole('button', { name: 'Photos' });
    await events.click(photos);
    expect(photos).toHaveAttribute('aria-expanded', 'false');
    await touch(events, 'Fundraiser title');
    expect(await screen.findByText('At least one image is required')).toBeVisible();
    expect(photos).toHaveAttribute('aria-expanded', 'true');
  });

  it('is always open, with no toggle, on a wide screen', async () => {
    stubWide(true);
    mockApi(LOOKUP_ROUTES);
    await renderForm(StartupForm);
    expect(screen.queryByRole('button', { name: 'About the startup' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About the startup' })).toBeInTheDocument();
    expect(screen.getByLabelText('Startup name')).toBeVisible();
  });
});
