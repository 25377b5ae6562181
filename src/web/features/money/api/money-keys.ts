// Every query key of the money feature, from one place (architecture §4).
export const moneyKeys = {
  all: ['money'] as const,
  /** A fundraiser's withdrawals, newest first. */
  withdrawals: (shortCode: string) => [...moneyKeys.all, 'withdrawals', shortCode] as const,
  /** A fundraiser's refunds and its donors' open requests (D-256). */
  refunds: (shortCode: string) => [...moneyKeys.all, 'refunds', shortCode] as const,
  /** Where a fundraiser's withdrawals are paid. */
  destination: (shortCode: string) => [...moneyKeys.all, 'destination', shortCode] as const,
  /** Withdrawals waiting for a reviewer. */
  review: () => [...moneyKeys.all, 'review'] as const,
  /** Payouts held on our side, name mismatches and the utility balance (reviewers). */
  payouts: () => [...moneyKeys.all, 'payouts'] as const,
  /** Paybill money waiting for a reviewer (D-213). */
  paybill: () => [...moneyKeys.all, 'paybill'] as const,
  /** The signed-in person's identity check (D-258). */
  myIdentity: () => [...moneyKeys.all, 'identity'] as const,
  /** Identity checks waiting for a reviewer (D-258). */
  identities: () => [...moneyKeys.all, 'identities'] as const,
};
