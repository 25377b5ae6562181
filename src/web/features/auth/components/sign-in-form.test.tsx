import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

// Spec §2 (Sign in), §5 (Sign in validation), §8 (login failure, 403 warning).

const LOGIN = 'POST /api/users/login/';
const renderSignIn = (search?: Record<string, string>) =>
  renderWithProviders(<SignInForm />, { path: '/auth/login', search });

async function fillAndSubmit(events: Awaited<ReturnType<typeof renderSignIn>>['events']) {
  await events.type(screen.getByLabelText('Email address'), 'wanjiku@example.com');
  await events.type(screen.getByLabelText('Password'), 'Secret#123');
  await events.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('shows both required messages on an empty submit and calls nothing', async () => {
    const api = mockApi({});
    const { events } = await renderSignIn();
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(LOGIN)).toHaveLength(0);
  });

  it('rejects a malformed e-mail address', async () => {
    const { events } = await renderSignIn();
    await events.type(screen.getByLabelText('Email address'), 'not-an-email');
    await events.type(screen.getByLabelText('Password'), 'x');
    await events.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown, renaming the toggle', async () => {
    const { events } = await renderSignIn();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await events.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await events.click(hide);
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('signs in on a 200, sending email_address and password, and goes to the dashboard', async () => {
    const api = mockApi({ [LOGIN]: { body: { message: 'Login Successful', data: { user: makeUser() } } } });
    const { events, router } = await renderSignIn();
    await fillAndSubmit(events);
    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({ email_address: 'wanjiku@example.com', password: 'Secret#123' });
    expect(screen.getByText('Login Successful')).toBeInTheDocument();
  });

  it('goes to the redirect search parameter after signing in, query included', async () => {
    mockApi({ [LOGIN]: { body: { message: 'Login Successful', data: { user: makeUser() } } } });
    const { events, router } = await renderSignIn({ redirect: '/terms-and-conditions?from=login' });
    await fillAndSubmit(events);
    expect(await screen.findByText('/terms-and-conditions')).toBeInTheDocument();
    expect(router.state.location.href).toBe('/terms-and-conditions?from=login');
  });

  it('ignores an off-site redirect and goes to the dashboard', async () => {
    mockApi({ [LOGIN]: { body: { message: 'Login Successful', data: { user: makeUser() } } } });
    const { events } = await renderSignIn({ redirect: '//evil.com/steal' });
    await fillAndSubmit(events);
    expect(await screen.findByText('/dashboard')).toBeInTheDocument();
  });

  it("shows 'Invalid email or password' on a 401 without a server message and stays", async () => {
    mockApi({ [LOGIN]: { status: 401, body: {} } });
    const { events, router } = await renderSignIn();
    await fillAndSubmit(events);
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('shows the server message of a 401 when there is one', async () => {
    mockApi({ [LOGIN]: { status: 401, body: { message: 'Invalid email or password' } } });
    const { events } = await renderSignIn();
    await fillAndSubmit(events);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("shows the 'Verification Failed!' view with Resend Code on a 403, with the warning toast", async () => {
    mockApi({ [LOGIN]: { status: 403, body: { message: 'Please verify your email before continuing.' } } });
    const { events } = await renderSignIn();
    await fillAndSubmit(events);
    expect(await screen.findByRole('heading', { name: 'Verification Failed!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
    expect(screen.getByText('Your account could not be accessed. Please verify your email.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument());
  });
});
