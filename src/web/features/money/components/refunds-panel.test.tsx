import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { RefundsPanel } from './refunds-panel.tsx';

// Money going back to donors on the owner's and treasurers' money screen (D-256): a donor's request
// given back or refused with a reason the server requires (what was typed kept), and the refunds.

const LIST = 'GET /api/fundraisers/Ab3dE9xZ/refunds/';
const APPROVE = 'POST /api/refund-requests/q-1/approve/';
const REJECT = 'POST /api/refund-requests/q-1/reject/';
const REQUEST = {
  id: 'q-1',
  donation_reference: 'HB-7Q2K',
  amount: 100_000,
  donor_name: 'Baraka Mwangi',
  reason: 'Wrong fundraiser',
  created_at: '2026-11-30T09:00:00Z',
};
const REFUND = {
  id: 'r-1',
  donation_reference: 'HB-9X1M',
  gift: 50_000,
  amount: 50_000,
  cause: 'donor',
  channel: 'reversal',
  status: 'returned',
  created_at: '2026-11-30T08:00:00Z',
  finished_at: '2026-11-30T08:01:00Z',
};

async function setup(routes: Record<string, MockReply | MockReply[]>) {
  const api = mockApi(routes);
  const onChanged = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <RefundsPanel shortCode="Ab3dE9xZ" onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return { ...view, api, onChanged };
}

afterEach(() => vi.unstubAllGlobals());

describe('RefundsPanel', () => {
  it('gives a requested gift back, and lists each refund with where it stands', async () => {
    const { events, api, onChanged } = await setup({
      [LIST]: [{ body: { data: [REFUND], requests: [REQUEST] } }, { body: { data: [REFUND], requests: [] } }],
      [APPROVE]: { body: { message: 'Approved: the gift goes back to its donor.' } },
    });
    const panel = within(await screen.findByRole('region', { name: 'Money back to donors' }));
    expect(panel.getByText('Baraka Mwangi asks for their gift of Ksh 1,000 back (HB-7Q2K):')).toBeInTheDocument();
    expect(panel.getByText('Wrong fundraiser')).toBeInTheDocument();
    // No treasurers: the owner decides alone, and nothing is counted.
    expect(panel.queryByText(/Treasurers so far/)).toBeNull();
    expect(panel.getByText(/HB-9X1M: Ksh 500/)).toHaveTextContent('returned');
    await events.click(panel.getByRole('button', { name: 'Give it back' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Approved: the gift goes back to its donor.');
    expect(api.callsTo(APPROVE)).toHaveLength(1);
    expect(onChanged).toHaveBeenCalled();
  });

  it('refuses only with a reason, keeping what was typed when the server says no', async () => {
    const { events, api } = await setup({
      [LIST]: { body: { data: [], requests: [REQUEST] } },
      [REJECT]: [
        { status: 400, body: { message: 'Check the form', errors: { reason: ['A reason is required'] } } },
        { body: { message: 'Refused: the donor is told why.' } },
      ],
    });
    const panel = within(await screen.findByRole('region', { name: 'Money back to donors' }));
    await events.click(panel.getByRole('button', { name: 'Refuse' }));
    await events.click(panel.getByRole('button', { name: 'Refuse the request' }));
    expect(await panel.findByText('A reason is required')).toBeInTheDocument();
    await events.type(panel.getByLabelText('Why is it refused?'), 'The goods were delivered');
    await events.click(panel.getByRole('button', { name: 'Refuse the request' }));
    expect(await panel.findByRole('status')).toHaveTextContent('Refused: the donor is told why.');
    expect(api.callsTo(REJECT)[1]!.body).toEqual({ reason: 'The goods were delivered' });
  });

  it('shows nothing while there are no refunds and no requests', async () => {
    await setup({ [LIST]: { body: { data: [], requests: [] } } });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Money back to donors' })).not.toBeInTheDocument();
  });

  it("shows each treasurer's word so far, and says an approval was counted (D-261)", async () => {
    const { events, api } = await setup({
      [LIST]: [
        { body: { data: [], requests: [{ ...REQUEST, votes: { approve: 0, reject: 1, needed: 2 } }] } },
        { body: { data: [], requests: [{ ...REQUEST, votes: { approve: 1, reject: 1, needed: 2 } }] } },
      ],
      [APPROVE]: {
        status: 202,
        body: { message: 'Your approval is counted. The gift goes back once most of the treasurers approve.' },
      },
    });
    const panel = within(await screen.findByRole('region', { name: 'Money back to donors' }));
    expect(panel.getByText('Treasurers so far: 0 to give it back, 1 to refuse; 2 decide.')).toBeInTheDocument();
    await events.click(panel.getByRole('button', { name: 'Give it back' }));
    expect(
      await panel.findByText('Your approval is counted. The gift goes back once most of the treasurers approve.'),
    ).toBeInTheDocument();
    expect(await panel.findByText('Treasurers so far: 1 to give it back, 1 to refuse; 2 decide.')).toBeInTheDocument();
    expect(api.callsTo(APPROVE)).toHaveLength(1);
  });
});

describe('RefundsPanel in Kiswahili', () => {
  beforeAll(() => switchLanguage('sw'));
  afterAll(() => switchLanguage('en'));
  it('reads in Kiswahili', async () => {
    await setup({ [LIST]: { body: { data: [REFUND], requests: [REQUEST] } } });
    const panel = within(await screen.findByRole('region', { name: 'Pesa inayorudishwa kwa wachangiaji' }));
    expect(panel.getByRole('button', { name: 'Irudishe' })).toBeInTheDocument();
    expect(panel.getByText(/HB-9X1M/)).toHaveTextContent('imerudishwa');
  });
});
