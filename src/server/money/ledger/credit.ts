import type { Env } from '../../env.ts';
import type { Db } from '../../db/client.ts';
import { creditDonations } from './ledger.repository.ts';
import { addBusinessDays } from '../../lib/business-days.ts';

export interface SucceededDonation {
  id: string;
  fundraiser_id: string;
  amount_minor: number;
  /** When it succeeded. */
  at: string;
}

/**
 * Credits succeeded donations in the caller's transaction, the one that records their success:
 * each is held in escrow for ESCROW_BUSINESS_DAYS business days from when it succeeded (D-199).
 */
export const creditSucceeded = (trx: Db, env: Pick<Env, 'ESCROW_BUSINESS_DAYS'>, donations: SucceededDonation[]) =>
  creditDonations(
    trx,
    donations.map((d) => ({
      fundraiserId: d.fundraiser_id,
      donationId: d.id,
      amountMinor: d.amount_minor,
      at: d.at,
      availableAt: addBusinessDays(new Date(d.at), env.ESCROW_BUSINESS_DAYS).toISOString(),
    })),
  );
