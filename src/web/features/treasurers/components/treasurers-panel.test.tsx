import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { TREASURER_MSG, type Treasurer } from '#shared/schemas/treasurer.schema.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { TreasurersPanel } from './treasurers-panel.tsx';

// The owner's treasurers (D-205): the list, the invitation form (the shared schema's words, then the
// server's on the field), cancelling an invitation, a change asked of the treasurers while money is
// held (D-255); keyboard and screen-reader names; Kiswahili.

const LIST = 'GET /api/fundraisers/Ab3dE9xZ/treasurers/';
const INVITE = 'POST /api/fundraisers/Ab3dE9xZ/treasurers/';
const DELETE = 'DELETE /api/fundraisers/Ab3dE9xZ/treasurers/t-2/';

const later = new Date(Date.now() + 6 * 24 * 3600 * 1000).toISOString();
const ACTIVE: Treasurer = {
  id: 't-1',
  email_address: 'baraka@example.com',
  name: 'Baraka Otieno',
  status: 'active',
  invited_at: '2026-11-01T09:00:00Z',
  accepted_at: '2026-11-02T09:00:00Z',
  expires_at: null,
};
const INVITED: Treasurer = {
  id: 't-2',
  email_address: 'chebet@example.com',
  name: null,
  status: 'invited',
  invited_at: '2026-11-03T09:00:00Z',
  accepted_at: null,
  expires_at: later,
};

async function setup(routes: Record<string, MockReply | MockReply[]>) {
  const api = mockApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <TreasurersPanel shortCode="Ab3dE9xZ" />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('TreasurersPanel', () => {
  it('lists treasurers and invitations with the majority, and invites by e-mail', async () => {
    const { events, api } = await setup({
      [LIST]: [{ body: { data: [ACTIVE] } }, { body: { data: [ACTIVE, INVITED] } }],
      [INVITE]: { status: 201, body: { message: TREASURER_MSG.invited, data: INVITED }, delay: 400 },
    });
    expect(await screen.findByText('Baraka Otieno')).toBeInTheDocument();
    expect(screen.getByText(/^Treasurer since/)).toBeInTheDocument();
    expect(screen.getByText('A withdrawal needs 1 of their approvals.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Baraka Otieno as treasurer' })).toBeEnabled();

    const form = screen.getByRole('form', { name: 'Invite a treasurer' });
    const email = within(form).getByRole('textbox', { name: 'Their e-mail address' });
    expect(email).toHaveAccessibleDescription(/verified phone number/);
    await events.type(email, ' Chebet@Example.com{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(await screen.findByText(TREASURER_MSG.invited)).toBeInTheDocument();
    expect(api.callsTo(INVITE)[0]!.body).toEqual({ email_address: 'chebet@example.com' });
    expect(email).toHaveValue('');
    expect(await screen.findByText('chebet@example.com')).toBeInTheDocument();
    expect(screen.getByText(/^Invited .*, waiting for them to accept$/)).toBeInTheDocument();
  });

  it('checks the address with the shared schema, then shows the server’s refusal on the field', async () => {
    const duplicate = {
      status: 409,
      body: { message: TREASURER_MSG.duplicate, errors: { email_address: [TREASURER_MSG.duplicate] } },
    };
    const { events, api } = await setup({ [LIST]: { body: { data: [] } }, [INVITE]: duplicate });
    expect(await screen.findByText('No treasurers yet: you confirm each withdrawal yourself.')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Their e-mail address' });
    await events.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    await events.type(email, 'not-an-address');
    await events.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(INVITE)).toHaveLength(0);

    await events.clear(email);
    await events.type(email, 'baraka@example.com');
    await events.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(TREASURER_MSG.duplicate)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(new RegExp(TREASURER_MSG.duplicate));
    expect(email).toHaveValue('baraka@example.com');
  });

  it('cancels an invitation, and asks the treasurers to remove an active one while money is held', async () => {
    const change = {
      id: 'c-1',
      kind: 'remove',
      who: 'Baraka Otieno',
      requested_at: '2026-11-29T09:00:00Z',
      approvals_needed: 1,
      approved_by: [],
      can_approve: false,
    };
    const { events, api } = await setup({
      [LIST]: [
        { body: { data: [ACTIVE, INVITED], needs_approval: true, change: null } },
        { body: { data: [ACTIVE], needs_approval: true, change: null } },
        { body: { data: [ACTIVE], needs_approval: true, change } },
      ],
      [DELETE]: { body: { message: TREASURER_MSG.revoked } },
      'DELETE /api/fundraisers/Ab3dE9xZ/treasurers/t-1/': {
        status: 202,
        body: { message: TREASURER_MSG.changeRequested, data: change },
      },
    });
    // Said before the owner asks (D-255).
    expect(await screen.findByText(TREASURER_MSG.changeNeedsApproval)).toBeInTheDocument();
    await events.click(await screen.findByRole('button', { name: 'Cancel the invitation to chebet@example.com' }));
    expect(await screen.findByText(TREASURER_MSG.revoked)).toBeInTheDocument();
    expect(api.callsTo(DELETE)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('chebet@example.com')).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Remove Baraka Otieno as treasurer' }));
    expect(await screen.findByText(TREASURER_MSG.changeRequested)).toBeInTheDocument();
    const waiting = await screen.findByRole('region', { name: 'Waiting for your treasurers' });
    expect(waiting).toHaveTextContent('Remove Baraka Otieno as a treasurer');
    expect(waiting).toHaveTextContent('0 of 1 approvals needed so far');
    // One change at a time: no other is offered while it waits, and the owner may cancel it.
    expect(screen.queryByRole('button', { name: 'Remove Baraka Otieno as treasurer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a treasurer' })).not.toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Cancel this change' })).toBeEnabled();
  });

  it('hides the form once there are 3', async () => {
    const three = [ACTIVE, INVITED, { ...INVITED, id: 't-3', email_address: 'd@example.com' }];
    await setup({ [LIST]: { body: { data: three } } });
    expect(await screen.findByText('This fundraiser has 3 treasurers, the most it can have.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite a treasurer' })).not.toBeInTheDocument();
  });
});

describe('TreasurersPanel in Kiswahili', () => {
  beforeAll(() => switchLanguage('sw'));
  afterAll(() => switchLanguage('en'));

  it('speaks Kiswahili, the server’s words included', async () => {
    const tooMany = {
      status: 409,
      body: { message: TREASURER_MSG.tooMany, errors: { email_address: [TREASURER_MSG.tooMany] } },
    };
    const { events } = await setup({ [LIST]: { body: { data: [ACTIVE] } }, [INVITE]: tooMany });
    expect(await screen.findByText('Utoaji wa pesa unahitaji idhini 1 kati yao.')).toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: 'Anwani yake ya barua pepe' }), 'x@example.com');
    await events.click(screen.getByRole('button', { name: 'Tuma mwaliko' }));
    expect(
      await screen.findByText('Harambee inaweza kuwa na waweka hazina 3 tu. Ondoa mmoja kabla ya kumwalika mwingine.'),
    ).toBeInTheDocument();
  });
});
