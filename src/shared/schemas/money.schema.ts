import { z } from 'zod';

const minor = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, KES minor units` });

/**
 * A fundraiser's money, from the ledger (D-199). available = raised − cash − held − blocked − withdrawn
 * − fee, never below zero: confirmed cash is raised but never withdrawable (D-238); below zero, it is
 * owed (a reversal of money already paid out, D-259).
 */
export const moneySchema = z.object({
  raised: minor('Every succeeded donation and confirmed cash entry'),
  cash: minor('Of raised, the cash collected in person (the cash book): never withdrawable').default(0),
  fee: minor('The platform fee taken on withdrawals paid'),
  held: minor('Donations still in escrow'),
  available: minor('What can be withdrawn now'),
  owed: minor(
    'What M-Pesa reversed after it was paid out: the next gifts repay it before any is available (D-259)',
  ).default(0),
  blocked: minor('Set aside for withdrawals on their way'),
  withdrawn: minor('Paid out (after the fee)'),
  next_release_at: z.string().nullable().meta({ description: 'When the next part in escrow becomes available' }),
  next_release: minor('How much becomes available from next_release_at to the end of that day in Nairobi').default(0),
});
export type Money = z.infer<typeof moneySchema>;

/** GET /fundraisers/{short_code}/money/ */
export const moneyReplySchema = z.object({ data: moneySchema });
