import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDENTITY_MSG } from '#shared/schemas/identity.schema.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { IdentityPanel } from './identity-panel.tsx';

// "Your identity" on the money screens (D-258): the form before a check, what the reviewer said
// after a refusal, the server's words on each field with what was typed kept, one line once checked.

const MINE = 'GET /api/users/me/identity/';
const SEND = 'POST /api/users/me/identity/';
const CHECK = {
  id: 'i-1',
  status: 'rejected',
  document_type: 'national_id',
  reason: 'The photo is blurred',
  created_at: '2026-12-01T09:00:00Z',
  decided_at: '2026-12-01T12:00:00Z',
};

async function setup(routes: Record<string, MockReply | MockReply[]>) {
  const api = mockApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <IdentityPanel />
    </QueryClientProvider>,
  );
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('IdentityPanel', () => {
  it('says what the reviewer refused, sends again, and keeps what was typed when the server refuses a field', async () => {
    const { events, api } = await setup({
      [MINE]: [{ body: { data: CHECK } }, { body: { data: { ...CHECK, id: 'i-2', status: 'pending', reason: null } } }],
      [SEND]: [
        {
          status: 400,
          body: {
            message: IDENTITY_MSG.passportInvalid,
            errors: { document_number: [IDENTITY_MSG.passportInvalid], selfie: [IDENTITY_MSG.selfieRequired] },
          },
        },
        { status: 202, body: { message: IDENTITY_MSG.submitted, data: { id: 'i-2', status: 'pending' } } },
      ],
    });
    const panel = within(await screen.findByRole('region', { name: 'Your identity' }));
    expect(await panel.findByText(/The reviewer said: “The photo is blurred”/)).toBeInTheDocument();
    await events.click(panel.getByRole('radio', { name: 'Passport' }));
    await events.type(panel.getByLabelText('ID or passport number'), 'A1!');
    await events.click(panel.getByRole('button', { name: 'Send for checking' }));
    expect(await panel.findByText(IDENTITY_MSG.passportInvalid)).toBeInTheDocument();
    expect(panel.getByText(IDENTITY_MSG.selfieRequired)).toBeInTheDocument();
    expect(panel.getByLabelText('ID or passport number')).toHaveValue('A1!');
    expect(panel.getByLabelText('ID or passport number')).toHaveAttribute('aria-invalid', 'true');
    const sent = api.fetch.mock.calls.find(([, init]) => init?.method === 'POST')![1]!.body as FormData;
    expect([sent.get('document_type'), sent.get('document_number')]).toEqual(['passport', 'A1!']);

    await events.click(panel.getByRole('button', { name: 'Send for checking' }));
    expect(await panel.findByText(IDENTITY_MSG.submitted)).toBeInTheDocument();
    expect(await panel.findByText(/A reviewer is checking your documents/)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Send for checking' })).toBeNull();
  });

  it('is one line once checked', async () => {
    await setup({ [MINE]: { body: { data: { ...CHECK, status: 'approved', reason: null } } } });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Identity checked on /);
    expect(screen.queryByRole('region', { name: 'Your identity' })).toBeNull();
  });
});

describe('IdentityPanel in Kiswahili', () => {
  beforeAll(() => switchLanguage('sw'));
  afterAll(() => switchLanguage('en'));
  it('reads in Kiswahili, the server’s words too', async () => {
    const { events } = await setup({
      [MINE]: { body: { data: null } },
      [SEND]: {
        status: 400,
        body: { message: IDENTITY_MSG.documentRequired, errors: { document: [IDENTITY_MSG.documentRequired] } },
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Utambulisho wako' }));
    await events.type(panel.getByLabelText('Nambari ya kitambulisho au pasipoti'), '12345678');
    await events.click(panel.getByRole('button', { name: 'Tuma ikaguliwe' }));
    expect(await panel.findByText('Ongeza picha ya hati')).toBeInTheDocument();
    expect(panel.getByText('Piga picha ya uso wako')).toBeInTheDocument();
  });
});
