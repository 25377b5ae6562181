import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { RegisterPage } from './register-page.tsx';
import { SignUpForm } from './sign-up-form.tsx';

// Spec §5 (Sign-up messages), §4 (Sign-up result), §7 (register call), §8 (registration failure).

const REGISTER = 'POST /api/users/register/';
const STRENGTH = 'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character';
type Events = Awaited<ReturnType<typeof renderWithProviders>>['events'];

async function fill(events: Events, values: Partial<Record<string, string>> = {}) {
  const v = {
    'First name': 'Wanjiku',
    'Last name': 'Kamau',
    'Email address': 'wanjiku@example.com',
    Password: 'Secret#123',
    'Confirm password': 'Secret#123',
    ...values,
  };
  for (const [label, text] of Object.entries(v)) if (text) await events.type(screen.getByLabelText(label), text);
}
const submit = (events: Events) => events.click(screen.getByRole('button', { name: 'Sign up' }));

describe('SignUpForm', () => {
  it('shows every required message on an empty submit and calls nothing', async () => {
    const api = mockApi({});
    const { events } = await renderWithProviders(<SignUpForm onRegistered={vi.fn()} />);
    await submit(events);
    expect(await screen.findByText('First Name is required')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm password')).toBeInTheDocument();
    expect(api.callsTo(REGISTER)).toHaveLength(0);
  });

  it('rejects a malformed e-mail address', async () => {
    const { events } = await renderWithProviders(<SignUpForm onRegistered={vi.fn()} />);
    await fill(events, { 'Email address': 'wanjiku@' });
    await submit(events);
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it.each(['secret#123', 'SECRET#123', 'Secret#abc', 'Secret1234', 'Se#1abc'])(
    'shows the strength message for the weak password %s',
    async (password) => {
      const { events } = await renderWithProviders(<SignUpForm onRegistered={vi.fn()} />);
      await fill(events, { Password: password, 'Confirm password': password });
      await submit(events);
      expect(await screen.findByText(STRENGTH)).toBeInTheDocument();
    },
  );

  it("shows 'Passwords must match' on the confirmation when they differ", async () => {
    const { events } = await renderWithProviders(<SignUpForm onRegistered={vi.fn()} />);
    await fill(events, { 'Confirm password': 'Secret#124' });
    await submit(events);
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords must match');
  });

  it('asks for the terms in the wizard form and sends terms_accepted once ticked', async () => {
    const api = mockApi({ [REGISTER]: { status: 201, body: { message: 'Created', data: { user: makeUser() } } } });
    const onRegistered = vi.fn();
    const { events } = await renderWithProviders(<SignUpForm wizard onRegistered={onRegistered} />);
    await fill(events);
    await submit(events);
    expect(await screen.findByText('You must accept the Terms of Service and Privacy Policy')).toBeInTheDocument();
    expect(api.callsTo(REGISTER)).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');

    await events.click(screen.getByRole('checkbox'));
    await submit(events);
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(api.callsTo(REGISTER)[0]?.body).toMatchObject({ terms_accepted: true });
    expect(screen.queryByText('You must accept the Terms of Service and Privacy Policy')).not.toBeInTheDocument();
  });

  it("puts a 409's errors.email_address on the e-mail field", async () => {
    mockApi({
      [REGISTER]: {
        status: 409,
        body: {
          message: 'Registration could not be completed',
          errors: { email_address: ['An account with this email already exists'] },
        },
      },
    });
    const onRegistered = vi.fn();
    const { events } = await renderWithProviders(<SignUpForm onRegistered={onRegistered} />);
    await fill(events);
    await submit(events);
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('An account with this email already exists');
    expect(screen.getByText('Registration could not be completed')).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it("shows 'Registration failed' for a failure without a server message", async () => {
    mockApi({ [REGISTER]: { status: 500, body: {} } });
    const { events } = await renderWithProviders(<SignUpForm onRegistered={vi.fn()} />);
    await fill(events);
    await submit(events);
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
  });

  it('sends the form and calls onRegistered with the e-mail after a 201', async () => {
    const api = mockApi({ [REGISTER]: { status: 201, body: { message: 'Created', data: { user: makeUser() } } } });
    const onRegistered = vi.fn();
    const { events } = await renderWithProviders(<SignUpForm onRegistered={onRegistered} />);
    await fill(events, { 'Email address': 'Wanjiku@Example.com' });
    await submit(events);
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('wanjiku@example.com', false));
    expect(api.callsTo(REGISTER)[0]?.body).toMatchObject({
      firstname: 'Wanjiku',
      lastname: 'Kamau',
      email_address: 'wanjiku@example.com',
      password: 'Secret#123',
      password_confirm: 'Secret#123',
    });
  });
});

describe('RegisterPage', () => {
  it("shows the verification screen ('Verify your email') after a 201", async () => {
    const user = makeUser({ is_verified: false, verified_at: null });
    mockApi({ [REGISTER]: { status: 201, body: { message: 'Account created.', data: { user } } } });
    const { events } = await renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await fill(events);
    await submit(events);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code we sent to wanjiku@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it("shows 'Verification Failed!' with Resend Code for a warning (an earlier unverified sign-up)", async () => {
    mockApi({ [REGISTER]: { body: { status: 'warning', message: 'Please verify your email.' } } });
    const { events } = await renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await fill(events);
    await submit(events);
    expect(await screen.findByRole('heading', { name: 'Verification Failed!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
  });

  it('Back goes home', async () => {
    const { events } = await renderWithProviders(<RegisterPage />, { path: '/auth/register' });
    await events.click(screen.getByRole('button', { name: /Back/ }));
    expect(await screen.findByText('/')).toBeInTheDocument();
  });
});
