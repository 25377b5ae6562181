import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

// Withdraw (D-200): the fee in the spec's words before confirming, one Idempotency-Key per request
// tried, the server's words on the field with everything typed kept.

const CONFIG = {
  body: {
    demo_mode: true,
    test_payments: true,
    platform_fee_percent: 3.5,
    firebase: { api_key: 'k', auth_domain: 'd', project_id: 'p', auth_emulator_url: null },
  },
};
const POST = 'POST /api/fundraisers/Abc12345/withdrawals/';
const REQUESTED = {
  status: 201,
  body: { message: WITHDRAWAL_MSG.requested, data: { id: 'w-1', status: 'requested', approvals_needed: 1 } },
};

async function setup(post: MockReply | MockReply[], availableMinor?: number) {
  const api = mockApi({ 'GET /api/config/': CONFIG, [POST]: post });
  const onRequested = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderWithProviders(
    <QueryClientProvider client={client}>
      <WithdrawForm shortCode="Abc12345" onRequested={onRequested} availableMinor={availableMinor} />
    </QueryClientProvider>,
  );
  await screen.findByText(/The platform fee of 3.5%/);
  return { ...view, api, onRequested };
}

const keyOf = (api: ReturnType<typeof mockApi>, index: number) =>
  new Headers(
    (api.fetch.mock.calls.filter(([, init]) => init?.method === 'POST')[index]?.[1] as RequestInit).headers,
  ).get('Idempotency-Key');

afterEach(() => vi.unstubAllGlobals());

describe('WithdrawForm', () => {
  it('says what is available beside the amount, refuses more before confirming, and fills in all of it', async () => {
    const { events, api } = await setup(REQUESTED, 1_250_050);
    expect(screen.getByText('Available to withdraw now: Ksh 12,500')).toBeInTheDocument();
    const amount = screen.getByRole('textbox', { name: 'Amount to withdraw (KES)' });
    await events.type(amount, '13000');
    await events.type(screen.getByRole('textbox', { name: 'What is the money for?' }), 'Deposit for the hospital bill');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That is more than is available to withdraw now (Ksh 12,500)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check and confirm' })).not.toBeInTheDocument();
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue('13000');

    await events.click(screen.getByRole('button', { name: 'Withdraw all available' }));
    expect(amount).toHaveValue('12500');
    expect(screen.queryByText(/That is more than is available/)).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Check and confirm' });
    expect(
      within(heading.parentElement!).getByText('You withdraw Ksh 12,500; fee Ksh 438; M-Pesa sends Ksh 12,062'),
    ).toBeVisible();
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('shows the fee as the amount is typed and again before confirming, then requests it once', async () => {
    const { events, api, onRequested } = await setup(REQUESTED);
    await events.type(screen.getByRole('textbox', { name: 'Amount to withdraw (KES)' }), '10 000');
    const sentence = 'You withdraw Ksh 10,000; fee Ksh 350; M-Pesa sends Ksh 9,650';
    expect(screen.getByText(sentence)).toBeInTheDocument();
    await events.type(screen.getByRole('textbox', { name: 'What is the money for?' }), 'Deposit for the hospital bill');
    await events.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = screen.getByRole('heading', { name: 'Check and confirm' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The fields are hidden while confirming: the sentence beside the confirm button is the one shown.
    expect(within(heading.parentElement!).getByText(sentence)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Amount to withdraw (KES)', hidden: true })).not.toBeVisible();
    expect(screen.getByText('For: Deposit for the hospital bill')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal requested');
    expect(api.callsTo(POST)[0]!.body).toEqual({ amount: 10000, purpose: 'Deposit for the hospital bill' });
    expect(keyOf(api, 0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(onRequested).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Amount to withdraw (KES)' })).toHaveValue('');
  });

  it('puts the server’s words on the field, keeping what was typed, and focuses it', async () => {
    const over = {
      status: 409,
      body: { message: WITHDRAWAL_MSG.overAvailable, errors: { amount: [WITHDRAWAL_MSG.overAvailable] } },
    };
    const { events } = await setup(over);
    const amount = screen.getByRole('textbox', { name: 'Amount to withdraw (KES)' });
    await events.type(amount, '5000');
    await events.type(screen.getByRole('textbox', { name: 'What is the money for?' }), 'School fees for Baraka');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await events.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));

    expect(await screen.findByText(WITHDRAWAL_MSG.overAvailable)).toBeInTheDocument();
    expect(amount).toHaveValue('5000');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(new RegExp(WITHDRAWAL_MSG.overAvailable));
    await waitFor(() => expect(amount).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'What is the money for?' })).toHaveValue('School fees for Baraka');
  });

  it('sends a retry of the same request with the same Idempotency-Key, a changed one with a new key', async () => {
    const failed = { status: 500, body: { message: 'Something went wrong' } };
    const { events, api } = await setup([failed, failed, REQUESTED]);
    await events.type(screen.getByRole('textbox', { name: 'Amount to withdraw (KES)' }), '2000');
    await events.type(screen.getByRole('textbox', { name: 'What is the money for?' }), 'Medicine for Mama');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await events.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await events.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(2));
    expect(keyOf(api, 1)).toBe(keyOf(api, 0));

    await events.click(screen.getByRole('button', { name: 'Change' }));
    const amount = screen.getByRole('textbox', { name: 'Amount to withdraw (KES)' });
    await waitFor(() => expect(amount).toHaveFocus());
    await events.clear(amount);
    await events.type(amount, '1500');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    await events.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
    expect(keyOf(api, 2)).not.toBe(keyOf(api, 0));
  });

  it('checks the amount and purpose with the shared schema before anything is sent', async () => {
    const { events, api } = await setup(REQUESTED);
    await events.type(screen.getByRole('textbox', { name: 'Amount to withdraw (KES)' }), '12.5');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(WITHDRAWAL_MSG.amountWhole)).toBeInTheDocument();
    expect(screen.getByText(WITHDRAWAL_MSG.purposeRequired)).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('says the fee sentence and the server’s words in Kiswahili', async () => {
    await switchLanguage('sw');
    try {
      const over = {
        status: 409,
        body: { message: WITHDRAWAL_MSG.overAvailable, errors: { amount: [WITHDRAWAL_MSG.overAvailable] } },
      };
      const api = mockApi({ 'GET /api/config/': CONFIG, [POST]: over });
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { events } = await renderWithProviders(
        <QueryClientProvider client={client}>
          <WithdrawForm shortCode="Abc12345" onRequested={() => {}} />
        </QueryClientProvider>,
      );
      const amount = await screen.findByRole('textbox', { name: 'Kiasi cha kutoa (KES)' });
      await events.type(amount, '10000');
      expect(screen.getByText(/^Unatoa .*10,000; ada .*350; M-Pesa inatuma .*9,650$/)).toBeInTheDocument();
      await events.type(screen.getByRole('textbox', { name: 'Pesa ni za nini?' }), 'Ada ya shule ya Baraka');
      await events.click(screen.getByRole('button', { name: 'Endelea' }));
      await events.click(screen.getByRole('button', { name: 'Thibitisha utoaji' }));
      expect(await screen.findByText('Hicho ni zaidi ya kinachopatikana kutoa sasa')).toBeInTheDocument();
      expect(api.callsTo(POST)).toHaveLength(1);
    } finally {
      await switchLanguage('en');
    }
  });
});
