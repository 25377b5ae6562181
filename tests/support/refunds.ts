import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Session } from './api.ts';
import type { OwnDb } from './own-server.ts';
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

/** The payer's own reversal of `receipt` (an SMS to 456), which M-Pesa makes without the paybill (D-259). */
export async function payerReverses(receipt: string) {
  const reply = await fetch(`${simUrl()}/simulator/payer-reversals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ TransactionID: receipt }),
  });
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { TransactionID: string }).TransactionID;
}

/**
 * The paybill's statement as the simulator serves it, kept to the payments of `receipts` and what
 * reversed them (the simulator is shared by every test server), written to a file for the admin CLI.
 */
export async function statementFile(shortcode: string, receipts: string[], dropPaidIn: string[] = []) {
  const csv = await (await fetch(`${simUrl()}/simulator/statement.csv?ShortCode=${shortcode}`)).text();
  const [header, ...rows] = csv.trim().split('\n');
  const kept = rows.filter((row) => {
    const [receipt, , , , , paidIn] = row.split(',');
    if (paidIn && dropPaidIn.includes(receipt!)) return false;
    return receipts.some((r) => row.startsWith(`${r},`) || row.includes(`,${r},`));
  });
  const file = path.join(os.tmpdir(), `statement-${randomUUID()}.csv`);
  fs.writeFileSync(file, [header, ...kept].join('\n'));
  return file;
}

/** The gift was paid two days ago: past the day in which it goes back at once (D-256). */
export const paidTwoDaysAgo = (db: OwnDb, donationId: string) =>
  db
    .updateTable('donations')
    .set({ completed_at: new Date(Date.now() - 2 * 86_400_000).toISOString() })
    .where('id', '=', donationId)
    .execute();
