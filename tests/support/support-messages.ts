import { randomUUID } from 'node:crypto';
import type { DonationStatus } from '#shared/constants.ts';
import { creditDonation } from '#server/money/ledger/ledger.ts';
import { testDb } from './database.ts';

// Donations with words of support, written as the payment flow leaves them: for what a test
// cannot wait for in real time (many paid gifts, at chosen times).

export interface DonationRow {
  message: string | null;
  /** When it was paid (or started, for a pending one). */
  at: string;
  status?: DonationStatus;
  name?: string;
  anonymous?: boolean;
  /** KES 500 unless told. */
  amountKes?: number;
  /** The signed-in donor who gave it, if any. */
  userId?: string | null;
}

export async function insertDonation(fundraiserId: string, row: DonationRow) {
  const id = randomUUID();
  const reference = randomUUID();
  const status = row.status ?? 'succeeded';
  // A paid gift and its credit in one transaction, as the payment flow writes them (D-199).
  await testDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('donations')
        .values({
          id,
          reference,
          fundraiser_id: fundraiserId,
          donor_name: row.name ?? 'Wanjiku',
          anonymous: row.anonymous ? 1 : 0,
          amount_minor: (row.amountKes ?? 500) * 100,
          currency: 'KES',
          message: row.message,
          status,
          created_at: row.at,
          user_id: row.userId ?? null,
          phone: '254711000111',
          email: null,
          idempotency_key: null,
          request_fingerprint: null,
          callback_token_hash: null,
          checkout_request_id: null,
          merchant_request_id: null,
          mpesa_receipt: status === 'succeeded' ? `T${id.slice(0, 9)}` : null,
          result_code: status === 'succeeded' ? 0 : null,
          result_desc: null,
          pushed_at: row.at,
          completed_at: status === 'pending' ? null : row.at,
          next_query_at: null,
        })
        .execute();
      if (status === 'succeeded')
        await creditDonation(trx, { ESCROW_BUSINESS_DAYS: 0 }, [
          { id, fundraiser_id: fundraiserId, amount_minor: (row.amountKes ?? 500) * 100, at: row.at },
        ]);
    });
  return { id, reference };
}

/** A time on 20 November 2026, `n` minutes past nine (UTC). */
export const minute = (n: number) => new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString();
