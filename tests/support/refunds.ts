import { expect } from 'vitest';
import type { Session } from './api.ts';
import { simUrl } from './payouts.ts';

// Refunds (D-256) as tests see them: what the Daraja simulator reversed, and a fundraiser's refunds
// polled until they end.

/** The simulator's record of a reversal asked for (newest first), without the credential. */
export interface SimReversal {
  TransactionID: string;
  Amount: number;
  ReceiverParty: string;
  ResultCode: string | null;
  reversed: boolean;
}

export async function simReversals(receipts?: string[]): Promise<SimReversal[]> {
  const all = (await (await fetch(`${simUrl()}/simulator/reversals`)).json()) as SimReversal[];
  return receipts ? all.filter((r) => receipts.includes(r.TransactionID)) : all;
}

export interface ListedRefund {
  id: string;
  donation_reference: string;
  gift: number;
  amount: number;
  channel: string;
  status: string;
}

/** GET /fundraisers/{code}/refunds/ until every refund has ended (returned, failed or waiting for a claim). */
export async function refundsWhenEnded(session: Session, shortCode: string, seconds = 40): Promise<ListedRefund[]> {
  for (let i = 0; i < seconds * 5; i++) {
    const reply = await session.get(`/fundraisers/${shortCode}/refunds/`);
    expect(reply.status).toBe(200);
    const data = reply.body.data as ListedRefund[];
    if (data.length > 0 && data.every((r) => ['returned', 'failed', 'claim_needed'].includes(r.status))) return data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the refunds of ${shortCode} never ended`);
}
