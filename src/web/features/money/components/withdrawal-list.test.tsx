import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { WITHDRAWAL_MSG, type WithdrawalListItem } from '#shared/schemas/withdrawal.schema.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

// Each withdrawal with its timeline, and what the viewer may do with it: approve with the SMS code
// (D-202), cancel while requested.

const LIST = 'GET /api/fundraisers/Abc12345/money/withdrawals/';
const SEND = 'POST /api/withdrawals/w-1/approvals/';
const CONFIRM = 'POST /api/withdrawals/w-1/approvals/confirm/';

const withdrawal = (overrides: Partial<WithdrawalListItem> = {}): WithdrawalListItem => ({
  id: 'w-1',
  status: 'requested',
  amount: 400_000,
  fee: 14_000,
  purpose: 'Deposit for the hospital bill',
  approvals: 0,
  approvals_needed: 1,
  review: 'waiting',
  rejection_reason: null,
  rejected_as: null,
  created_at: '2026-11-20T07:00:00Z',
  wait_reason: null,
  wait_until: null,
  paid_at: null,
  failure_code: null,
  payouts: [],
  approvers: [],
  approved_by_me: false,
  requested_by_me: true,
  can_approve: true,
  can_refuse: false,
  ...overrides,
});
const listOf = (...items: WithdrawalListItem[]) => ({ body: { data: items } });

async function setup(routes: Record<string, MockReply | MockReply[]>) {
  const api = mockApi(routes);
  const onChanged = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <WithdrawalList shortCode="Abc12345" onChanged={onChanged} />
    </QueryClientProvider>,
  );
  return { ...view, api, onChanged };
}

afterEach(() => vi.unstubAllGlobals());

describe('WithdrawalList', () => {
  it('shows each withdrawal’s timeline, from the request to its payouts', async () => {
    const paid = withdrawal({
      id: 'w-2',
      status: 'paid',
      approvals: 1,
      review: 'done',
      paid_at: '2026-11-21T09:30:00Z',
      can_approve: false,
      payouts: [{ status: 'paid', amount: 386_000, mpesa_receipt: 'TKL4M2X9QZ', result_code: 0 }],
    });
    const refused = withdrawal({
      id: 'w-3',
      status: 'rejected',
      review: 'done',
      rejection_reason: 'The purpose does not match the story',
      can_approve: false,
    });
    await setup({ [LIST]: listOf(withdrawal(), paid, refused) });
    const [waiting, done, stopped] = await screen.findAllByRole('article');
    expect(within(waiting!).getByRole('heading')).toHaveTextContent('Ksh 4,000 Waiting for approval');
    expect(within(waiting!).getByText('Fee Ksh 140 · M-Pesa sends Ksh 3,860')).toBeInTheDocument();
    const steps = within(within(waiting!).getByRole('list', { name: 'What has happened so far' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^Done: Requested on 20 Nov 2026/),
      'Waiting: Approvals: 0 of 1',
      'Waiting: A Harambee reviewer looks at it (a first withdrawal, or a large one)',
    ]);
    expect(within(done!).getByText('Payout of Ksh 3,860: paid')).toBeInTheDocument();
    expect(within(done!).getByText('M-Pesa receipt TKL4M2X9QZ')).toBeInTheDocument();
    expect(within(done!).getByText(/^Paid on 21 Nov 2026/)).toBeInTheDocument();
    expect(within(done!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(stopped!).getByText('Refused by a Harambee reviewer: The purpose does not match the story'),
    ).toBeInTheDocument();
  });

  it('names who approved and when, and who has not yet', async () => {
    const halfway = withdrawal({
      approvals: 1,
      approvals_needed: 3,
      approvers: [
        { name: 'Mercy Wanjiru', approved_at: '2026-11-21T08:00:00Z' },
        { name: 'Daniel Kariuki', approved_at: null },
        { name: 'Grace Atieno', approved_at: null },
      ],
    });
    await setup({ [LIST]: listOf(halfway) });
    const steps = within(await screen.findByRole('list', { name: 'What has happened so far' })).getAllByRole(
      'listitem',
    );
    expect(steps[1]!.textContent).toMatch(
      /^Waiting: Approvals: 1 of 3Approved by Mercy Wanjiru on 21 Nov 2026, 11:00 · Not yet approved by Daniel Kariuki and Grace Atieno$/,
    );
  });

  it('says until when an approved withdrawal waits after the destination changed', async () => {
    const cooling = withdrawal({
      status: 'approved',
      approvals: 1,
      review: 'done',
      can_approve: false,
      wait_reason: 'cooling',
      wait_until: '2026-11-23T07:00:00Z',
    });
    await setup({ [LIST]: listOf(cooling) });
    expect(
      await screen.findByText(
        'It waits until 23 Nov 2026, 10:00: after the payout destination changed, nothing is paid for a while.',
      ),
    ).toBeInTheDocument();
  });

  it('approves with the code sent by SMS, keeping a wrong code on its field', async () => {
    const approved = withdrawal({ status: 'approved', approvals: 1, can_approve: false, approved_by_me: true });
    const { events, api, onChanged } = await setup({
      [LIST]: [listOf(withdrawal()), listOf(approved)],
      [SEND]: { status: 202, body: { message: WITHDRAWAL_MSG.approvalCodeSent } },
      [CONFIRM]: [
        { status: 400, body: { message: MSG.invalidCode, errors: { code: [MSG.invalidCode] } } },
        { body: { message: WITHDRAWAL_MSG.approved, data: approved } },
      ],
    });
    await events.click(
      // Intl writes "Ksh" and the amount with a no-break space.
      await screen.findByRole('button', {
        name: /^Send code to approve Ksh.4,000 for “Deposit for the hospital bill”$/,
      }),
    );
    expect(await screen.findByText(WITHDRAWAL_MSG.approvalCodeSent)).toHaveAttribute('role', 'status');
    const code = screen.getByRole('textbox', { name: '6-digit code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await events.type(code, '111111{Enter}');
    expect(await screen.findByText(MSG.invalidCode)).toBeInTheDocument();
    expect(code).toHaveValue('111111');
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await events.clear(code);
    await events.type(code, '123456');
    await events.click(screen.getByRole('button', { name: 'Confirm' }));
    const said = await screen.findByText(WITHDRAWAL_MSG.approved);
    await waitFor(() => expect(said).toHaveFocus());
    expect(api.callsTo(CONFIRM)[1]!.body).toEqual({ code: '123456' });
    expect(onChanged).toHaveBeenCalled();
    expect(await screen.findByText('Approved; waiting to be paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send code/ })).not.toBeInTheDocument();
  });

  it('lets a treasurer refuse with a reason, keeping what was typed when the server refuses it', async () => {
    const REJECT = 'POST /api/withdrawals/w-1/reject/';
    const asked = withdrawal({ can_approve: false, requested_by_me: false, can_refuse: true });
    const refused = withdrawal({
      status: 'rejected',
      can_approve: false,
      requested_by_me: false,
      rejection_reason: 'The committee has not agreed',
      rejected_as: 'treasurer',
    });
    const { events, api, onChanged } = await setup({
      [LIST]: [listOf(asked), listOf(refused)],
      [REJECT]: [
        { status: 400, body: { message: 'Check the form', errors: { reason: ['A reason is required'] } } },
        { body: { message: WITHDRAWAL_MSG.refused, data: refused } },
      ],
    });
    await events.click(
      await screen.findByRole('button', {
        name: /^Refuse the withdrawal of Ksh.4,000 for “Deposit for the hospital bill”$/,
      }),
    );
    const reason = screen.getByRole('textbox', { name: 'Why is it refused?' });
    expect(reason).toHaveAccessibleDescription(
      'The organiser and the other treasurers read this. What was not paid becomes available again.',
    );
    await events.type(reason, 'The committee');
    await events.click(screen.getByRole('button', { name: 'Refuse withdrawal' }));
    expect(await screen.findByText('A reason is required')).toBeInTheDocument();
    expect(reason).toHaveValue('The committee');
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await events.type(reason, ' has not agreed');
    await events.click(screen.getByRole('button', { name: 'Refuse withdrawal' }));
    const said = await screen.findByText(WITHDRAWAL_MSG.refused);
    await waitFor(() => expect(said).toHaveFocus());
    expect(onChanged).toHaveBeenCalled();
    expect(api.callsTo(REJECT)[1]!.body).toEqual({ reason: 'The committee has not agreed' });
    expect(await screen.findByText('Refused by a treasurer: The committee has not agreed')).toBeInTheDocument();
  });

  it('says to verify a phone first, with the way to the settings', async () => {
    const { events } = await setup({
      [LIST]: listOf(withdrawal()),
      [SEND]: { status: 409, body: { message: WITHDRAWAL_MSG.phoneNeeded } },
    });
    await events.click(await screen.findByRole('button', { name: /^Send code to approve/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WITHDRAWAL_MSG.phoneNeeded);
    expect(screen.getByRole('link', { name: 'Verify your phone number in Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
  });

  it('cancels a requested withdrawal after asking, and offers nothing the viewer may not do', async () => {
    const theirs = withdrawal({ id: 'w-9', requested_by_me: false, can_approve: false });
    const cancelled = withdrawal({ status: 'cancelled', can_approve: false });
    const { events, api, onChanged } = await setup({
      [LIST]: [listOf(withdrawal({ can_approve: false }), theirs), listOf(cancelled, theirs)],
      'POST /api/withdrawals/w-1/cancel/': { body: { message: WITHDRAWAL_MSG.cancelled, data: cancelled } },
    });
    const [mine, other] = await screen.findAllByRole('article');
    expect(within(other!).queryByRole('button')).not.toBeInTheDocument();
    vi.stubGlobal('confirm', () => false);
    await events.click(within(mine!).getByRole('button', { name: /^Cancel withdrawal of Ksh.4,000/ }));
    expect(api.callsTo('POST /api/withdrawals/w-1/cancel/')).toHaveLength(0);
    vi.stubGlobal('confirm', () => true);
    await events.click(within(mine!).getByRole('button', { name: /^Cancel withdrawal of Ksh.4,000/ }));
    expect(await screen.findByText(WITHDRAWAL_MSG.cancelled)).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledOnce();
    expect(await screen.findByText('Cancelled; the amount is available again')).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry, and an empty list', async () => {
    const down = { status: 500, body: { message: 'down' }, delay: 50 };
    // ofetch asks a GET again once after a 500 by itself: two failures make one failed read.
    const { events } = await setup({ [LIST]: [down, down, listOf()] });
    expect(screen.getByText('Loading the withdrawals…')).toBeInTheDocument();
    await screen.findByText('The withdrawals could not be loaded.');
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();
  });
});
