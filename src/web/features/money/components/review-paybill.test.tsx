import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYBILL_MSG, type UnallocatedPayment } from '#shared/schemas/paybill.schema.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi, renderWithProviders } from '#web/test-support/render.tsx';
import { ReviewPaybill } from './review-paybill.tsx';

// /review's paybill money (D-213): each unmatched payment with the account the payer typed;
// assigned to a fundraiser's code with a reason, or marked for refund.

const LIST = 'GET /api/moderation/c2b/unallocated/';

const payment = (overrides: Partial<UnallocatedPayment> = {}): UnallocatedPayment => ({
  trans_id: 'RKTQDM7W6S',
  amount: 150_000,
  bill_ref_number: 'harambee',
  payer: 'JOHN DOE',
  msisdn: '2547 ***** 126',
  received_at: '2026-11-26T07:00:00Z',
  status: 'unallocated',
  decision_reason: null,
  claimed: null,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('ReviewPaybill', () => {
  it('assigns a payment to the code a reviewer types, with why, and says so', async () => {
    const api = mockApi({
      [LIST]: [
        { body: { data: [payment(), payment({ trans_id: 'SGL2', status: 'refund', decision_reason: 'Unknown' })] } },
        { body: { data: [] } },
      ],
      'POST /api/moderation/c2b/RKTQDM7W6S/assign/': { body: { message: PAYBILL_MSG.assigned } },
    });
    const onDecided = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { events } = await renderWithProviders(
      <QueryClientProvider client={client}>
        <ReviewPaybill onDecided={onDecided} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: '1 paybill payment to place' })).toBeInTheDocument();
    const [open, refunded] = screen.getAllByRole('article');
    expect(within(open!).getByRole('heading')).toHaveTextContent(/^Ksh.1,500 from JOHN DOE, account “harambee”$/);
    expect(within(refunded!).getByText('Marked for refund: Unknown')).toBeInTheDocument();
    await events.type(within(open!).getByLabelText('Fundraiser code'), 'Ab3dE9xZ');
    await events.type(within(open!).getByLabelText('Why'), 'The donor called');
    await events.click(within(open!).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith('RKTQDM7W6S now counts as a donation to Ab3dE9xZ.'));
    expect(api.callsTo('POST /api/moderation/c2b/RKTQDM7W6S/assign/')[0]!.body).toEqual({
      short_code: 'Ab3dE9xZ',
      reason: 'The donor called',
    });
    expect(await screen.findByText('No paybill money is waiting.')).toBeInTheDocument();
  });

  it("says the server's refusal in Kiswahili, on the field it is about", async () => {
    await switchLanguage('sw');
    try {
      const own = { status: 409, body: { message: PAYBILL_MSG.ownFundraiser } };
      const blank = { status: 400, body: { message: 'Invalid', errors: { short_code: [PAYBILL_MSG.codeRequired] } } };
      mockApi({
        [LIST]: { body: { data: [payment()] } },
        'POST /api/moderation/c2b/RKTQDM7W6S/assign/': [blank, own],
      });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { events } = await renderWithProviders(
        <QueryClientProvider client={client}>
          <ReviewPaybill onDecided={() => {}} />
        </QueryClientProvider>,
      );
      const [open] = await screen.findAllByRole('article');
      await events.type(within(open!).getByLabelText('Kwa nini'), 'Mfadhili alipiga simu');
      await events.type(within(open!).getByLabelText('Msimbo wa harambee'), ' ');
      await events.click(within(open!).getByRole('button', { name: 'Pangia' }));
      expect(await within(open!).findByText('Weka msimbo wa harambee')).toBeInTheDocument();
      await events.type(within(open!).getByLabelText('Msimbo wa harambee'), 'Ab3dE9xZ');
      await events.click(within(open!).getByRole('button', { name: 'Pangia' }));
      expect(
        await within(open!).findByText('Mkaguzi mwingine lazima agawe pesa kwa harambee yako mwenyewe'),
      ).toBeInTheDocument();
    } finally {
      await switchLanguage('en');
    }
  });
});
