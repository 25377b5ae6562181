import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { TREASURER_MSG, type TreasurerChange } from '#shared/schemas/treasurer.schema.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { TreasurerChangeCard } from './treasurer-change-card.tsx';

// A change of treasurers as a treasurer meets it on their dashboard (D-255): what is asked and by
// whom, who approved, and their approval by SMS code; a wrong code stays on the field.

const CODE = 'POST /api/fundraisers/Ab3dE9xZ/treasurer-changes/c-1/code/';
const APPROVE = 'POST /api/fundraisers/Ab3dE9xZ/treasurer-changes/c-1/approve/';
const CHANGE: TreasurerChange = {
  id: 'c-1',
  kind: 'add',
  who: 'chebet@example.com',
  requested_at: '2026-11-29T09:00:00Z',
  approvals_needed: 2,
  approved_by: ['Mercy Wanjiru'],
  can_approve: true,
};

async function setup(routes: Record<string, MockReply | MockReply[]>, onApproved = vi.fn()) {
  const api = mockApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <TreasurerChangeCard
        shortCode="Ab3dE9xZ"
        change={CHANGE}
        as={{ organiser: 'Achieng Odhiambo' }}
        onApproved={onApproved}
      />
    </QueryClientProvider>,
  );
  return { ...view, api, onApproved };
}

afterEach(() => vi.unstubAllGlobals());

describe('TreasurerChangeCard for a treasurer', () => {
  it('says what is asked, by whom and who approved, and approves with the SMS code', async () => {
    const { events, api, onApproved } = await setup({
      [CODE]: { status: 202, body: { message: 'We sent a 6-digit code by SMS to your phone.' } },
      [APPROVE]: [
        { status: 400, body: { message: MSG.invalidCode, errors: { code: [MSG.invalidCode] } } },
        { body: { message: TREASURER_MSG.changeMade } },
      ],
    });
    const card = screen.getByRole('region', { name: 'Waiting for your treasurers' });
    expect(card).toHaveTextContent('Add chebet@example.com as a treasurer');
    expect(card).toHaveTextContent('Achieng Odhiambo asks for this change.');
    expect(card).toHaveTextContent('1 of 2 approvals needed so far. Approved by Mercy Wanjiru');
    await events.click(within(card).getByRole('button', { name: 'Send me a code to approve' }));
    const form = await screen.findByRole('form', { name: 'Code to approve this change' });
    const field = within(form).getByLabelText('6-digit code');
    expect(field).toHaveFocus();
    await events.type(field, '111111');
    await events.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MSG.invalidCode)).toBeInTheDocument();
    expect(field).toHaveValue('111111');
    await events.clear(field);
    await events.type(field, '123456');
    await events.click(within(form).getByRole('button', { name: 'Approve' }));
    // The parent shows it: the change made closes this card.
    await vi.waitFor(() => expect(onApproved).toHaveBeenCalledWith(TREASURER_MSG.changeMade));
    expect(api.callsTo(APPROVE).at(-1)?.body).toEqual({ code: '123456' });
  });
});

describe('TreasurerChangeCard in Kiswahili', () => {
  beforeAll(() => switchLanguage('sw'));
  afterAll(() => switchLanguage('en'));
  it('reads in Kiswahili', async () => {
    await setup({});
    const card = screen.getByRole('region', { name: 'Inasubiri waweka hazina wako' });
    expect(card).toHaveTextContent('Ongeza chebet@example.com kama mweka hazina');
    expect(within(card).getByRole('button', { name: 'Nitumie msimbo wa kuidhinisha' })).toBeInTheDocument();
  });
});
