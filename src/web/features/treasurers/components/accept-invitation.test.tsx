import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/schemas/auth.schema.ts';
import { TREASURER_MSG } from '#shared/schemas/treasurer.schema.ts';
import { makeUser, mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { AcceptInvitation } from './accept-invitation.tsx';

// The page an invitation's link opens (D-205): it names the fundraiser and who invited, says what is
// missing before accepting (a phone verified right there), sends the token to accept only when the
// button is pressed, and shows the server's refusal in words.

const PHONE = 'GET /api/users/me/phone/';
const ACCEPT = 'POST /api/treasurer-invitations/accept/';
const PREVIEW = 'POST /api/treasurer-invitations/preview/';
const INVITATION = {
  body: {
    data: {
      short_code: 'Ab3dE9xZ',
      title: 'Karo ya Baraka',
      organiser: 'Achieng Odhiambo',
      email_address: 'wanjiku@example.com',
    },
  },
};
const HERE = '/treasurer-invitations/accept?token=tok-123';
const phone = (verified: boolean) => ({
  body: { message: '', data: { phone: verified ? '254712345678' : null, verified, pending: null } },
});

async function setup(user: User | null, routes: Record<string, MockReply>, token: string | null = 'tok-123') {
  const api = mockApi({ [PREVIEW]: INVITATION, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <AcceptInvitation
        token={token ?? undefined}
        user={user}
        here={HERE}
        verifyPhone={<form aria-label="Phone number for codes" />}
      />
    </QueryClientProvider>,
    { user },
  );
  return { ...view, api, client };
}

afterEach(() => vi.unstubAllGlobals());

describe('AcceptInvitation', () => {
  it('names the fundraiser, who invited and the address, then asks a visitor to sign in and come back', async () => {
    const { api } = await setup(null, {});
    expect(screen.getByRole('heading', { level: 1, name: 'Become a treasurer' })).toBeInTheDocument();
    expect(
      await screen.findByText('Achieng Odhiambo invites you to be a treasurer of “Karo ya Baraka”.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The invitation was sent to wanjiku@example.com.')).toBeInTheDocument();
    expect(screen.getByText(/^Sign in with the e-mail address the invitation was sent to/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(HERE)}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
    // Reading the invitation accepts nothing.
    expect(api.callsTo(ACCEPT)).toHaveLength(0);
  });

  it('verifies a missing phone right here, and offers to accept as soon as it is verified', async () => {
    const { client } = await setup(makeUser(), { [PHONE]: phone(false) });
    expect(await screen.findByText(/verify your phone number here, then accept/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Phone number for codes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
    // The phone form keeps its answer in the one cache entry of GET /users/me/phone/.
    client.setQueryData(['me', 'phone'], phone(true).body.data);
    expect(await screen.findByRole('button', { name: 'Accept the invitation' })).toBeInTheDocument();
  });

  it('says an invitation that no longer opens is not valid, offering nothing', async () => {
    await setup(makeUser(), { [PREVIEW]: { status: 404, body: { message: TREASURER_MSG.invalidToken } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(TREASURER_MSG.invalidToken);
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });

  it('accepts with the token when the button is pressed', async () => {
    const accepted = {
      body: { message: TREASURER_MSG.accepted, data: { short_code: 'Ab3dE9xZ', title: 'Karo ya Baraka' } },
      delay: 30,
    };
    const { events, api } = await setup(makeUser(), { [PHONE]: phone(true), [ACCEPT]: accepted });
    expect(await screen.findByText('You are signed in as wanjiku@example.com.')).toBeInTheDocument();
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
    const button = await screen.findByRole('button', { name: 'Accept the invitation' });
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
