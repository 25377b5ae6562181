// Why the ledger refused a movement (D-244): a bug or a race upstream, never a person's mistake,
// so it rolls back the whole transaction that asked for it and is answered as a server error.

export type LedgerRefusalReason =
  | 'not_positive'
  | 'over_available'
  | 'over_blocked'
  | 'over_fee'
  | 'not_credited'
  | 'over_gift'
  | 'over_held'
  | 'refunded'
  | 'reversed';

export class LedgerRefusal extends Error {
  constructor(
    readonly reason: LedgerRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerRefusal';
  }
}
