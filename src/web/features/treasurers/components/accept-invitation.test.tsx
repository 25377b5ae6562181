import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/schemas/auth.schema.ts';
import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import { makeUser, mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { AcceptInvitation } from './accept-invitation.tsx';

// The page an invitation's link opens (D-205): it says what is missing before accepting, sends the
// token only when the button is pressed, and shows the server's refusal in words.

const PHONE = 'GET /api/users/me/phone/';
const ACCEPT = 'POST /api/treasurer-invitations/accept/';
const HERE = '/treasurer-invitations/accept?token=tok-123';
const phone = (verified: boolean) => ({
  body: { message: '', data: { phone: verified ? '254712345678' : null, verified, pending: null } },
});

async function setup(user: User | null, routes: Record<string, MockReply>, token: string | null = 'tok-123') {
  const api = mockApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <AcceptInvitation token={token ?? undefined} user={user} here={HERE} />
    </QueryClientProvider>,
    { user },
  );
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('AcceptInvitation', () => {
  it('asks a visitor to sign in with the invited address and come back', async () => {
    const { api } = await setup(null, {});
    expect(screen.getByRole('heading', { level: 1, name: 'Become a treasurer' })).toBeInTheDocument();
    expect(screen.getByText(/^Sign in with the e-mail address the invitation was sent to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(HERE)}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a signed-in person without a verified phone to the settings first', async () => {
    await setup(makeUser(), { [PHONE]: phone(false) });
    expect(await screen.findByText(/verify a phone number for codes in your settings first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open settings' })).toHaveAttribute('href', '/dashboard/settings');
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });

  it('accepts with the token when the button is pressed', async () => {
    const accepted = {
      body: { message: TREASURER_MSG.accepted, data: { short_code: 'Ab3dE9xZ', title: 'Karo ya Baraka' } },
      delay: 30,
    };
    const { events, api } = await setup(makeUser(), { [PHONE]: phone(true), [ACCEPT]: accepted });
    expect(screen.getByText('You are signed in as wanjiku@example.com.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Accept the invitation' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(api.callsTo(ACCEPT)).toHaveLength(0);
    await events.click(button);
    expect(await screen.findByRole('button', { name: 'Accepting…' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent('You are now a treasurer of Karo ya Baraka.');
    expect(api.callsTo(ACCEPT)[0]!.body).toEqual({ token: 'tok-123' });
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('says why the server refused, and takes the focus there', async () => {
    const refused = { status: 409, body: { message: TREASURER_MSG.otherAddress } };
    const { events } = await setup(makeUser(), { [PHONE]: phone(true), [ACCEPT]: refused });
    const button = screen.getByRole('button', { name: 'Accept the invitation' });
    await waitFor(() => expect(button).toBeEnabled());
    await events.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TREASURER_MSG.otherAddress);
    expect(alert).toHaveFocus();
  });

  it('says a link without a token holds no invitation', async () => {
    await setup(makeUser(), { [PHONE]: phone(true) }, null);
    expect(screen.getByRole('alert')).toHaveTextContent('This link has no invitation in it.');
  });
});
