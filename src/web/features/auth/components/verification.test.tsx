import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { store } from '#web/lib/store.ts';
import { userAtom } from '../auth.atoms.ts';
import { Verification } from './verification.tsx';

// Spec §2 and §4 (Verification screen), §5 (code), §8 (verification and resend messages).

// What the server answers in demo mode (its defaults).
const DEMO_CONFIG = {
  demo_mode: true,
  test_payments: true,
  platform_fee_percent: 3.5,
  firebase: {
    api_key: 'demo-api-key',
    auth_domain: 'demo-harambee.firebaseapp.com',
    project_id: 'demo-harambee',
    auth_emulator_url: null,
  },
};
const VERIFY = 'POST /api/users/verify-account/';
const RESEND = 'POST /api/users/resend-verification-code/';
const EMAIL = 'wanjiku@example.com';

const renderVerification = (props: { startFailed?: boolean; onVerified?: () => unknown } = {}) =>
  renderWithProviders(<Verification email={EMAIL} onVerified={props.onVerified ?? vi.fn()} {...props} />);
const toastHost = () => document.querySelector('.toast-host') as HTMLElement;

async function enterCodeAndVerify(events: Awaited<ReturnType<typeof renderVerification>>['events']) {
  await events.type(screen.getByLabelText('Verification code'), '123456');
  await events.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('Verification', () => {
  it('keeps Verify disabled until 6 characters are entered (and shows no demo link outside demo mode)', async () => {
    const api = mockApi({});
    const { events } = await renderVerification();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await events.type(screen.getByLabelText('Verification code'), '12345');
    expect(verify).toBeDisabled();
    await events.type(screen.getByLabelText('Verification code'), '6');
    expect(verify).toBeEnabled();
    await waitFor(() => expect(api.callsTo('GET /api/config/')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'dev outbox' })).not.toBeInTheDocument();
  });

  it('drops non-digits and stops at 6 digits', async () => {
    const { events } = await renderVerification();
    const input = screen.getByLabelText('Verification code');
    await events.type(input, 'a1b-2 c3d4e5f6789');
    expect(input).toHaveValue('123456');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it("shows 'A code is required.' when the field is left empty, and 'The code must be 6 digits long.' for fewer", async () => {
    const { events } = await renderVerification();
    const input = screen.getByLabelText('Verification code');
    await events.click(input);
    await events.tab();
    expect(await screen.findByText('A code is required.')).toBeVisible();
    expect(input).toHaveAccessibleDescription('A code is required.');
    await events.type(input, '123');
    expect(await screen.findByText('The code must be 6 digits long.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await events.type(input, '456');
    await waitFor(() => expect(screen.queryByText('The code must be 6 digits long.')).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('on Enter with fewer than 6 digits says why instead of sending (Verify stays disabled)', async () => {
    const api = mockApi({});
    const { events } = await renderVerification();
    await events.type(screen.getByLabelText('Verification code'), '12{Enter}');
    expect(await screen.findByText('The code must be 6 digits long.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('offers to start again, which forgets this sign-up', async () => {
    const onRestart = vi.fn();
    const { events } = await renderWithProviders(
      <Verification email={EMAIL} onVerified={vi.fn()} onRestart={onRestart} />,
    );
    await events.click(screen.getByRole('button', { name: 'Wrong e-mail address? Start again' }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it("on a 200 shows 'Account verified successfully!', signs the user in and calls onVerified", async () => {
    const user = makeUser();
    const api = mockApi({ [VERIFY]: { body: { message: 'Verified', data: { user } } } });
    const onVerified = vi.fn();
    const { events } = await renderVerification({ onVerified });
    await enterCodeAndVerify(events);
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(within(toastHost()).getByText('Account verified successfully!')).toBeInTheDocument();
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({ email_address: EMAIL, verification_code: '123456' });
    expect(store.get(userAtom)).toEqual(user);
  });

  it("on a 400 switches to 'Verification Failed!' with Resend Code and toasts the server message", async () => {
    mockApi({ [VERIFY]: { status: 400, body: { message: 'Invalid verification code' } } });
    const onVerified = vi.fn();
    const { events } = await renderVerification({ onVerified });
    await enterCodeAndVerify(events);
    expect(await screen.findByRole('heading', { name: 'Verification Failed!' })).toBeInTheDocument();
    expect(screen.getByText('Account verification failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeInTheDocument();
    expect(within(toastHost()).getByText('Invalid verification code')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("on a 400 without a message toasts the warning 'Invalid request'", async () => {
    mockApi({ [VERIFY]: { status: 400, body: {} } });
    const { events } = await renderVerification();
    await enterCodeAndVerify(events);
    expect(await within(toastHost()).findByText('Invalid request')).toBeInTheDocument();
    expect(toastHost().querySelector('.toast-warning')).toHaveTextContent('Invalid request');
  });

  it("on a 401 gives the warning 'OTP expired'", async () => {
    mockApi({ [VERIFY]: { status: 401, body: { message: 'ignored' } } });
    const { events } = await renderVerification();
    await enterCodeAndVerify(events);
    expect(await within(toastHost()).findByText('OTP expired')).toBeInTheDocument();
    expect(toastHost().querySelector('.toast-warning')).toHaveTextContent('OTP expired');
    expect(screen.getByRole('heading', { name: 'Verification Failed!' })).toBeInTheDocument();
  });

  it("on another failure shows the error 'Account verification failed'", async () => {
    mockApi({ [VERIFY]: { status: 500, body: {} } });
    const { events } = await renderVerification();
    await enterCodeAndVerify(events);
    expect(await within(toastHost()).findByRole('alert')).toHaveTextContent('Account verification failed');
  });

  it("Resend success shows 'Code resent successfully!' and returns to the code form", async () => {
    const api = mockApi({ [RESEND]: { body: { message: 'Sent' } } });
    const { events } = await renderVerification({ startFailed: true });
    expect(screen.getByRole('heading', { name: 'Verification Failed!' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(within(toastHost()).getByText('Code resent successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(api.callsTo(RESEND)[0]?.body).toEqual({ email_address: EMAIL });
  });

  it("Resend failure shows 'Account Verification Failed.' and stays on the failed view", async () => {
    mockApi({ [RESEND]: { status: 429, body: { message: 'Too many attempts.' } } });
    const { events } = await renderVerification({ startFailed: true });
    await events.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await within(toastHost()).findByText('Account Verification Failed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verification Failed!' })).toBeInTheDocument();
  });

  // Last on purpose: the client config is fetched once per page load and then kept.
  it('in demo mode links the dev outbox at /api/dev/outbox?to=<email>', async () => {
    mockApi({ 'GET /api/config/': { body: DEMO_CONFIG } });
    await renderVerification();
    await screen.findByText(/Demo mode: no e-mail is really sent/);
    const link = document.querySelector('.demo-note a');
    const url = new URL(link?.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/dev/outbox');
    expect(url.searchParams.get('to')).toBe(EMAIL);
  });

  it("in demo mode the outbox link carries its text 'dev outbox'", async () => {
    mockApi({ 'GET /api/config/': { body: DEMO_CONFIG } });
    await renderVerification();
    const link = await screen.findByRole('link', { name: 'dev outbox' });
    expect(link.getAttribute('href')).toBe(`/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`);
  });
});
