import type { WithdrawalStatus } from '#shared/schemas/withdrawal.schema.ts';
import { feeShare } from '#server/money/ledger/withdrawal-standing.ts';
import { payoutParts } from '#server/money/out/payouts/split.ts';

// The plain model the ledger's property test (ledger.property.test.ts) holds the product to: what
// one fundraiser's money and each of its withdrawals should be after each step, by the rules of
// D-199, D-200, D-204, D-208 and D-244 written as simply as they can be, with no database.

export type Answer = '0' | '1' | '2001' | '2040' | '400.002.02';
type Wait = 'funding' | 'configuration' | 'cooling' | 'name_check';

/** A part M-Pesa was asked (or is about) to pay: one at a time per withdrawal (D-208). */
export interface ModelPart {
  /** Its payout row's id, learnt from the database once it is queued. */
  id: string | null;
  part: number;
  amount: number;
  party: string;
  channel: 'b2c' | 'b2b';
  /** queued: not sent yet; sent: acknowledged; unknown: no answer we can trust yet. */
  state: 'queued' | 'sent' | 'unknown';
  /** M-Pesa paid it but the answer never came (a lost confirmation): only a paid answer may follow. */
  mpesaPaid: boolean;
}

export interface ModelWithdrawal {
  id: string;
  minor: number;
  fee: number;
  /** What M-Pesa sends, in parts of at most KES 250 000. */
  parts: number[];
  paidParts: number;
  paidMinor: number;
  status: WithdrawalStatus;
  /** Approved but waiting, and why (null: ready). */
  wait: Wait | null;
  /** Whether the worker looks at it now (its retry_at has passed). */
  due: boolean;
  part: ModelPart | null;
}

export interface ModelDestination {
  kind: 'mpesa' | 'paybill';
  /** The number (B2C) or the paybill (B2B). */
  party: string;
  account: string | null;
  cooling: boolean;
  nameCheck: 'ok' | 'mismatch' | null;
  /** How many payouts the fundraiser had when it was changed: none may be made while it cools. */
  payoutsAtChange: number;
}

export const LIVE: WithdrawalStatus[] = ['requested', 'approved', 'submitted'];

export class LedgerModel {
  raised = 0;
  cash = 0;
  /** Every payout stopped by an initiator error until a reviewer resumes them (D-208). */
  paused = false;
  withdrawals: ModelWithdrawal[] = [];

  constructor(public destination: ModelDestination) {}

  /** The balance the ledger should keep: each live withdrawal blocks what it has not paid yet, and
   * an ended one took the fee's share of what it paid and gave the rest back (D-244). */
  get money() {
    let blocked = 0;
    let withdrawn = 0;
    let fee = 0;
    for (const w of this.withdrawals) {
      withdrawn += w.paidMinor;
      if (LIVE.includes(w.status)) blocked += w.minor - w.paidMinor;
      else fee += feeShare({ amount_minor: w.minor, fee_minor: w.fee }, w.paidMinor);
    }
    return { raised: this.raised, cash: this.cash, blocked, withdrawn, fee };
  }

  get available() {
    const m = this.money;
    return m.raised - m.cash - m.blocked - m.withdrawn - m.fee;
  }

  requested(id: string, minor: number, fee: number) {
    const w: ModelWithdrawal = {
      id,
      minor,
      fee,
      parts: payoutParts(minor - fee),
      paidParts: 0,
      paidMinor: 0,
      status: 'requested',
      wait: null,
      due: true,
      part: null,
    };
    this.withdrawals.push(w);
    return w;
  }

  approved(w: ModelWithdrawal) {
    Object.assign(w, { status: 'approved', wait: null, due: true });
  }

  /** Why a part may not go to the destination now (make-payouts.ts waitReason). */
  get destinationWait(): Wait | null {
    if (this.destination.cooling) return 'cooling';
    if (this.destination.nameCheck === 'mismatch') return 'name_check';
    return null;
  }

  /** The worker's turn (submitApproved): each approved withdrawal it looks at now is sent its next part or told why it waits. */
  tick(only?: (w: ModelWithdrawal) => boolean) {
    if (this.paused) return;
    for (const w of this.withdrawals) {
      if (w.status !== 'approved' || !w.due || (only && !only(w))) continue;
      const wait = this.destinationWait;
      if (wait) Object.assign(w, { wait, due: false });
      else this.queueNext(w);
    }
  }

  private queueNext(w: ModelWithdrawal) {
    const d = this.destination;
    Object.assign(w, {
      status: 'submitted',
      wait: null,
      part: {
        id: null,
        part: w.paidParts + 1,
        amount: w.parts[w.paidParts]!,
        party: d.party,
        channel: d.kind === 'mpesa' ? 'b2c' : 'b2b',
        state: 'queued',
        mpesaPaid: false,
      },
    });
  }

  /**
   * M-Pesa's answer about the part in flight. A result (callback) that says it was not paid is
   * only asked about (D-244); a status answer, a request refused or any paid answer is final.
   */
  answered(w: ModelWithdrawal, code: Answer, from: 'request' | 'result' | 'status', receiverAgrees: boolean) {
    const part = w.part!;
    if (code !== '0' && from === 'result') {
      part.state = 'unknown';
      if (code === '2001') this.paused = true;
      return;
    }
    w.part = null;
    if (code === '0') return this.partPaid(w, part, receiverAgrees);
    if (code === '2040' || code === '400.002.02') return this.end(w, 'failed');
    Object.assign(w, { status: 'approved', wait: code === '1' ? 'funding' : 'configuration' });
    // Funding is tried again after PAYOUT_FUNDING_RETRY_SECONDS; an initiator error at once after a resume.
    w.due = code === '2001';
    if (code === '2001') this.paused = true;
  }

  private partPaid(w: ModelWithdrawal, part: ModelPart, receiverAgrees: boolean) {
    w.paidParts++;
    w.paidMinor += part.amount;
    const d = this.destination;
    // A number's first payout checks its M-Pesa name (D-208): only the destination's own number.
    if (part.channel === 'b2c' && d.kind === 'mpesa' && d.party === part.party && d.nameCheck === null)
      d.nameCheck = receiverAgrees ? 'ok' : 'mismatch';
    if (w.paidParts === w.parts.length) return this.end(w, 'paid');
    // The next part waits out a changed destination's cooling and a name mismatch (D-244).
    const wait = this.destinationWait;
    if (wait) Object.assign(w, { status: 'approved', wait, due: false });
    else this.queueNext(w);
  }

  end(w: ModelWithdrawal, status: 'paid' | 'failed' | 'rejected' | 'cancelled') {
    Object.assign(w, { status, wait: null, due: false, part: null });
  }

  /** A new destination (D-203): cooling, and its number checked again unless it is the same mismatched one (D-244). */
  destinationChanged(next: Pick<ModelDestination, 'kind' | 'party' | 'account'>, payoutsNow: number) {
    const d = this.destination;
    const keepsMismatch = next.kind === 'mpesa' && d.kind === 'mpesa' && d.party === next.party;
    this.destination = {
      ...next,
      cooling: true,
      nameCheck: keepsMismatch && d.nameCheck === 'mismatch' ? 'mismatch' : null,
      payoutsAtChange: payoutsNow,
    };
  }

  /** Time passes: the cooling ends and every wait is due. */
  later() {
    this.destination.cooling = false;
    for (const w of this.withdrawals) if (w.status === 'approved') w.due = true;
  }

  /** A reviewer accepts the number: the fundraiser's approved withdrawals are tried now. */
  nameAccepted() {
    this.destination.nameCheck = 'ok';
    for (const w of this.withdrawals) if (w.status === 'approved') w.due = true;
  }

  /** A reviewer resumes payouts, and the probe goes through. */
  resumed() {
    this.paused = false;
    for (const w of this.withdrawals)
      if (w.status === 'approved' && (w.wait === 'configuration' || w.wait === 'funding')) w.due = true;
  }
}
