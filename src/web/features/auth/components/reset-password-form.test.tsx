import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

// Spec §2 (Reset password), §4 (Password reset: sign in after 3 s), §5 (Reset password), §7, §8.

const RESET = 'POST /api/users/reset-password/';
const STRENGTH = 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character';
type Events = Awaited<ReturnType<typeof renderWithProviders>>['events'];

const renderReset = (token: string | undefined) =>
  renderWithProviders(<ResetPasswordForm token={token} />, { path: '/auth/reset-password' });

async function fillAndSubmit(events: Events, password: string, confirm = password) {
  await events.type(screen.getByLabelText('New password'), password);
  await events.type(screen.getByLabelText('Confirm new password'), confirm);
  await events.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordForm', () => {
  it("shows 'Invalid or missing reset token' and no form without a token", async () => {
    await renderReset(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset token');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('shows the required and strength messages', async () => {
    const api = mockApi({});
    const { events } = await renderReset('tok-1');
    await events.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await fillAndSubmit(events, 'weakpass');
    expect(await screen.findByText(STRENGTH)).toBeInTheDocument();
    expect(api.callsTo(RESET)).toHaveLength(0);
  });

  it("shows 'Passwords must match' when the confirmation differs", async () => {
    const api = mockApi({});
    const { events } = await renderReset('tok-1');
    await fillAndSubmit(events, 'Secret#123', 'Secret#321');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(RESET)).toHaveLength(0);
  });

  it('sends the token and the same new password twice', async () => {
    const api = mockApi({
      [RESET]: { body: { message: 'Your password has been reset. You can now sign in.', status: 'success' } },
    });
    const { events } = await renderReset('tok-1');
    await fillAndSubmit(events, 'Secret#123');
    await screen.findByText('Your password has been reset. Taking you to sign in…');
    expect(api.callsTo(RESET)).toHaveLength(1);
    expect(api.callsTo(RESET)[0]?.body).toEqual({
      token: 'tok-1',
      new_password: 'Secret#123',
      password_confirm: 'Secret#123',
    });
  });

  it('shows the done message and goes to sign-in after 3 seconds, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      [RESET]: { body: { message: 'Your password has been reset. You can now sign in.', status: 'success' } },
    });
    const { events, router } = await renderReset('tok-1');
    await fillAndSubmit(events, 'Secret#123');
    const main = document.querySelector('.auth-card') as HTMLElement;
    expect(await within(main).findByText('Your password has been reset. Taking you to sign in…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('/auth/login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows the server message of a failure and stays on the form', async () => {
    mockApi({ [RESET]: { status: 400, body: { message: 'This reset link has expired' } } });
    const { events } = await renderReset('tok-1');
    await fillAndSubmit(events, 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired');
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it("falls back to 'Reset password failed' without a server message", async () => {
    mockApi({ [RESET]: { status: 400, body: {} } });
    const { events } = await renderReset('tok-1');
    await fillAndSubmit(events, 'Secret#123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset password failed');
  });
});
