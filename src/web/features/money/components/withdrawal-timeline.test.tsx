import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST, listOf, setup, withdrawal } from './withdrawal-list.test-support.tsx';

// Each withdrawal's timeline in the list: from the request to its payouts, who approved and who has
// not yet, and until when it waits after a destination change.

afterEach(() => vi.unstubAllGlobals());

describe('a withdrawal’s timeline', () => {
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
});
