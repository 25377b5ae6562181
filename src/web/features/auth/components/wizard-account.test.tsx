import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { WizardAccount } from './wizard-account.tsx';

// The wizard's create-account step (spec §2): sign-up with the terms checkbox, Google and X only,
// Back to the first step, then verification.

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
});
