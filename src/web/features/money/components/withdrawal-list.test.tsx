import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages.ts';
import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import { LIST, listOf, setup, withdrawal } from './withdrawal-list.test-support.tsx';

// What the viewer may do with each withdrawal: approve with the SMS code (D-202), refuse with a
// reason, cancel while requested (the timelines: withdrawal-timeline.test.tsx).

const SEND = 'POST /api/withdrawals/w-1/approvals/';
const CONFIRM = 'POST /api/withdrawals/w-1/approvals/confirm/';

afterEach(() => vi.unstubAllGlobals());

describe('WithdrawalList', () => {
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
