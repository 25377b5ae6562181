import type { Selectable } from 'kysely';
import type { WithdrawalStatus } from '#shared/schemas/withdrawal.schema.ts';

// Withdrawals of raised money (migration 020, D-200). The amount is blocked in the ledger when the
// withdrawal is requested and released if it is rejected, cancelled or fails.

export interface WithdrawalsTable {
  id: string;
  fundraiser_id: string;
  requested_by: string;
  /** KES minor units, the fee included: what leaves the balance. */
  amount_minor: number;
  /** The platform fee, fixed when requested (shown before anyone confirms). */
  fee_minor: number;
  purpose: string;
  status: WithdrawalStatus;
  /** How many approvals it needs (a majority of the treasurers; 1, the owner's, without any). */
  approvals_needed: number;
  created_at: string;
  updated_at: string;
  /** 1: a reviewer must also approve it before it is paid (a first withdrawal, or a large one; D-204). */
  review_needed: number;
  reviewed_by: string | null;
  reviewed_at: string | null;
  /** Why it was refused (shown to the owner). */
  rejection_reason: string | null;
  /** Who refused it, and as what (migration 037, D-244): a reviewer, or one of its treasurers. */
  rejected_by: string | null;
  rejected_as: 'reviewer' | 'treasurer' | null;
  /** Approved but not paid yet, and why (D-208): 'funding', 'configuration', 'name_check', 'cooling'. */
  wait_reason: string | null;
  /** When an approved withdrawal waiting for funding is tried again. */
  retry_at: string | null;
  paid_at: string | null;
  /** Why M-Pesa could not pay it (shown to the owner). */
  failure_reason: string | null;
}

/** One person's approval of a withdrawal (migration 021, D-202). */
export interface WithdrawalApprovalsTable {
  withdrawal_id: string;
  user_id: string;
  created_at: string;
}

export interface WithdrawalsDatabase {
  withdrawals: WithdrawalsTable;
  withdrawal_approvals: WithdrawalApprovalsTable;
}

export type WithdrawalRow = Selectable<WithdrawalsTable>;
