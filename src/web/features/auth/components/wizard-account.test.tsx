import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { WizardAccount } from './wizard-account.tsx';

// The wizard's create-account step (spec §2): sign-up with the terms checkbox, Google and X only,
// Back to the first step, then verification.

const REGISTER = 'POST /api/users/register/';

describe('WizardAccount', () => {
  it('asks for the terms and offers Google and X, not Facebook', async () => {
    const onBack = vi.fn();
    const { events } = await renderWithProviders(<WizardAccount onDone={() => {}} onBack={onBack} />);
    expect(screen.getByRole('checkbox')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /X/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Facebook/ })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('You must accept the Terms of Service and Privacy Policy')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /Back/ }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it('a signed-in but unverified user starts at verification, and a code finishes the step', async () => {
    const user = makeUser({ is_verified: false });
    mockApi({
      'POST /api/users/verify-account/': { body: { message: 'ok', data: { user: { ...user, is_verified: true } } } },
    });
    const onDone = vi.fn();
    const { events } = await renderWithProviders(<WizardAccount onDone={onDone} onBack={() => {}} />, { user });
    await events.type(screen.getByLabelText('Verification code'), '123456');
    await events.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it.each([
    ['a failure without a server message', () => mockApi({ [REGISTER]: { status: 502, body: {} } }), 'Register failed'],
    [
      'a request that never reaches the server',
      () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))),
      'Something went wrong',
    ],
  ])('says the wizard’s words for %s (spec §8)', async (_, serve, words) => {
    serve();
    const { events } = await renderWithProviders(<WizardAccount onDone={() => {}} onBack={() => {}} />);
    await events.type(screen.getByLabelText('First name'), 'Wanjiku');
    await events.type(screen.getByLabelText('Last name'), 'Kamau');
    await events.type(screen.getByLabelText('Email address'), 'wanjiku@example.com');
    await events.type(screen.getByLabelText('Password'), 'Secret#123');
    await events.type(screen.getByLabelText('Confirm password'), 'Secret#123');
    await events.click(screen.getByRole('checkbox'));
    await events.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
  });
});
