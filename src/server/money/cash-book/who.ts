import { CASH_MSG } from '#shared/cash-book.ts';
import type { CashEntryRow } from '../../db/cash-book-table.ts';
import type { FundraiserRow } from '../../db/schema.ts';
import { secondPersonRefusal, type MoneyAccess } from '../access.ts';

// Who does what in the cash book (D-237): the owner and the active treasurers see it and record in
// it; a second person confirms or refuses each entry, by the withdrawals' own two-person rule.

/** The people whose word confirms an entry: the treasurers, and the owner too when there is one. */
export const cashConfirmers = (fundraiser: Pick<FundraiserRow, 'user_id'>, treasurers: string[]) =>
  treasurers.length === 1 ? [...treasurers, fundraiser.user_id] : treasurers;

/** Why `userId` may not confirm or refuse the entry, or null when they may: never its recorder. */
export const confirmRefusal = (
  fundraiser: Pick<FundraiserRow, 'user_id'>,
  treasurers: string[],
  entry: Pick<CashEntryRow, 'recorded_by'>,
  userId: string,
) => secondPersonRefusal(cashConfirmers(fundraiser, treasurers), entry.recorded_by, userId, CASH_MSG.ownEntry);

/** Who keeps the book, as access.ts found them (its right 'keepCashBook'). */
export type CashBookAccess = Pick<MoneyAccess, 'fundraiser' | 'treasurers'>;

/** Why nobody may record now, or null: a live fundraiser, with a second person to confirm. */
export function recordRefusal({ fundraiser, treasurers }: CashBookAccess) {
  if (fundraiser.status !== 'live') return CASH_MSG.notLive;
  if (treasurers.length === 0) return CASH_MSG.needsTreasurer;
  return null;
}
