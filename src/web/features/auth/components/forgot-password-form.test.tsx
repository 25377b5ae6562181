import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

// Spec §2 (Forgot password), §5 (e-mail required and valid), §7, §8 (forgot password messages).

const FORGOT = 'POST /api/users/forgot-password/';
const renderForgot = () => renderWithProviders(<ForgotPasswordForm />, { path: '/auth/forgot-password' });
const toastHost = () => document.querySelector('.toast-host') as HTMLElement;

describe('ForgotPasswordForm', () => {
  it("shows 'Email is required' on an empty submit and calls nothing", async () => {
    const api = mockApi({});
    const { events } = await renderForgot();
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(api.callsTo(FORGOT)).toHaveLength(0);
  });

  it("shows 'Enter a valid email address' for a malformed address", async () => {
    const { events } = await renderForgot();
    await events.type(screen.getByLabelText('Email address'), 'wanjiku.example.com');
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('sends the address and shows the success message', async () => {
    const api = mockApi({ [FORGOT]: { body: { message: 'Sent', status: 'success' } } });
    const { events } = await renderForgot();
    await events.type(screen.getByLabelText('Email address'), 'wanjiku@example.com');
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Check your inbox: if an account exists for wanjiku@example.com, a reset link is on its way. It works for one hour.',
    );
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(api.callsTo(FORGOT)[0]?.body).toEqual({ email_address: 'wanjiku@example.com' });
  });

  it("shows 'Something went wrong. Please try again.' and the server message on failure", async () => {
    mockApi({ [FORGOT]: { status: 500, body: {} } });
    const { events } = await renderForgot();
    await events.type(screen.getByLabelText('Email address'), 'wanjiku@example.com');
    await events.click(screen.getByRole('button', { name: 'Send reset link' }));
    const form = document.querySelector('form') as HTMLElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(within(toastHost()).getByText('Forgot password request failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('links back to sign-in', async () => {
    const { events } = await renderForgot();
    await events.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('/auth/login')).toBeInTheDocument();
  });
});
