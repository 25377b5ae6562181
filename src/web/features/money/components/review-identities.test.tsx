import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_MSG } from '#shared/schemas/identity.schema.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { ReviewIdentities } from './review-identities.tsx';

// The reviewers' identity checks (D-258): the account beside the number and both photos, approve,
// refuse with a reason the server requires (what was typed kept), and never one's own.

const LIST = 'GET /api/moderation/identities/';
const CHECK = {
  id: 'i-1',
  status: 'pending',
  document_type: 'national_id',
  reason: null,
  created_at: '2026-12-01T09:00:00Z',
  decided_at: null,
  user: { id: 'u-1', name: 'Achieng Odhiambo', email_address: 'achieng@example.test' },
  document_number: '12345678',
  has_documents: true,
  payout_name_agrees: false,
};

async function setup(routes: Record<string, MockReply | MockReply[]>, userId = 'reviewer-1') {
  const api = mockApi(routes);
  const onDecided = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <ReviewIdentities userId={userId} onDecided={onDecided} />
    </QueryClientProvider>,
  );
  return { ...view, api, onDecided };
}

// jsdom has no object URLs: each photo the server sends shows from a stand-in one.
beforeEach(() =>
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} })),
);
afterEach(() => vi.unstubAllGlobals());

describe('ReviewIdentities', () => {
  it('shows the account, the number, what M-Pesa said and both photos, and approves', async () => {
    const { events, api, onDecided } = await setup({
      [LIST]: [{ body: { data: [CHECK] } }, { body: { data: [] } }],
      'GET /api/moderation/identities/i-1/document/': { body: {} },
      'GET /api/moderation/identities/i-1/selfie/': { body: {} },
      'POST /api/moderation/identities/i-1/approve/': { body: { message: IDENTITY_MSG.approved } },
    });
    const queue = within(await screen.findByRole('region', { name: '1 identity check waiting' }));
    expect(queue.getByText(/^Achieng Odhiambo \(achieng@example.test\), sent /)).toBeInTheDocument();
    expect(queue.getByText('National ID number 12345678')).toBeInTheDocument();
    expect(queue.getByText(/did not agree with the account/)).toBeInTheDocument();
    expect(await queue.findByRole('img', { name: 'The document sent by Achieng Odhiambo' })).toHaveAttribute(
      'src',
      'blob:photo',
    );
    expect(await queue.findByRole('img', { name: 'The face of Achieng Odhiambo' })).toBeInTheDocument();
    await events.click(queue.getByRole('button', { name: 'Identity checked' }));
    expect(await screen.findByText('No identity checks are waiting.')).toBeInTheDocument();
    expect(onDecided).toHaveBeenCalledWith(IDENTITY_MSG.approved);
    expect(api.callsTo('POST /api/moderation/identities/i-1/approve/')[0]!.body).toEqual({});
  });

  it('refuses with the reason the person reads, keeping it when the server refuses it', async () => {
    const REJECT = 'POST /api/moderation/identities/i-1/reject/';
    const { events, api } = await setup({
      [LIST]: { body: { data: [CHECK] } },
      [REJECT]: [
        { status: 400, body: { message: 'Check the form', errors: { reason: [IDENTITY_MSG.reasonRequired] } } },
        { body: { message: IDENTITY_MSG.rejected } },
      ],
    });
    const queue = within(await screen.findByRole('region', { name: '1 identity check waiting' }));
    await events.click(queue.getByRole('button', { name: 'Refuse' }));
    await events.type(queue.getByRole('textbox'), 'The selfie is too dark');
    await events.click(queue.getByRole('button', { name: 'Refuse the check' }));
    expect(await queue.findByText(IDENTITY_MSG.reasonRequired)).toBeInTheDocument();
    expect(queue.getByRole('textbox')).toHaveValue('The selfie is too dark');
    await events.click(queue.getByRole('button', { name: 'Refuse the check' }));
    expect(api.callsTo(REJECT)[1]!.body).toEqual({ reason: 'The selfie is too dark' });
  });

  it('leaves a reviewer’s own check to another', async () => {
    await setup({ [LIST]: { body: { data: [CHECK] } } }, 'u-1');
    expect(await screen.findByText('Your own check: another reviewer decides it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Identity checked' })).toBeNull();
  });
});
