import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { WithdrawalListItem } from '#shared/schemas/withdrawal.schema.ts';
import { mockApi, renderWithProviders, type MockReply } from '#web/test-support/render.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';

// The withdrawal list's tests share one withdrawal to vary and one way to draw the list.

export const LIST = 'GET /api/fundraisers/Abc12345/money/withdrawals/';

export const withdrawal = (overrides: Partial<WithdrawalListItem> = {}): WithdrawalListItem => ({
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
export const listOf = (...items: WithdrawalListItem[]) => ({ body: { data: items } });

export async function setup(routes: Record<string, MockReply | MockReply[]>) {
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
