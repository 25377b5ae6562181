import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#web/test-support/render.tsx';
import { StartupForm } from './startup-form.tsx';
import { LOOKUP_ROUTES, renderForm } from './test-helpers.tsx';

// Spec §7 (GET industries, startup stages, team sizes), §8 (their error toasts).

const optionNames = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('StartupForm lookups', () => {
  it('fills the industry, stage and team size selects from the lookups', async () => {
    const api = mockApi(LOOKUP_ROUTES);
    await renderForm(StartupForm);
    await vi.waitFor(() => expect(optionNames('Industry')).toEqual(['Select one', 'Agriculture', 'Fintech']));
    expect(optionNames('Startup stage')).toEqual(['Select one', 'Idea', 'Early revenue']);
    expect(optionNames('Team size')).toEqual(['Select one', '1-5', '6-20']);
    expect(within(screen.getByLabelText('Team size')).getByRole('option', { name: '6-20' })).toHaveValue('6');
    expect(api.callsTo('GET /api/common/industries/')).toHaveLength(1);
  });

  it("shows 'Loading…' in the selects until the lookups arrive", async () => {
    mockApi({ 'GET /api/common/industries/': { ...LOOKUP_ROUTES['GET /api/common/industries/'], delay: 50 } });
    await renderForm(StartupForm);
    expect(within(screen.getByLabelText('Industry')).getByRole('option', { name: 'Loading…' })).toBeDisabled();
    await vi.waitFor(() => expect(optionNames('Industry')).toContain('Fintech'));
  });

  it.each([
    ['GET /api/common/industries/', 'Failed to load industries'],
    ['GET /api/common/startup-stages/', 'Failed to load startup stages'],
    ['GET /api/common/team-sizes/', 'Failed to load team sizes'],
  ])('toasts once when %s fails', async (key, message) => {
    mockApi({ ...LOOKUP_ROUTES, [key]: { status: 500, body: { message: 'boom' } } });
    await renderForm(StartupForm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getAllByRole('alert').filter((el) => el.classList.contains('toast'))).toHaveLength(1);
  });

  it('restores a draft, selects included, once the lookups have loaded', async () => {
    mockApi(LOOKUP_ROUTES);
    const values = { startup_name: 'Maji Tech', industry: '2', stage: '4', team_size: '6', website: 'maji.co.ke' };
    await renderForm(StartupForm, { values });
    expect(screen.getByLabelText('Startup name')).toHaveValue('Maji Tech');
    await vi.waitFor(() => expect(screen.getByLabelText('Industry')).toHaveValue('2'));
    expect(screen.getByLabelText('Startup stage')).toHaveValue('4');
    expect(screen.getByLabelText('Team size')).toHaveValue('6');
    expect(screen.getByLabelText('Website (Optional)')).toHaveValue('maji.co.ke');
  });
});
