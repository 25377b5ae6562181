import { CASH_MSG } from '#shared/cash-book.ts';
import { MSG } from '#shared/messages.ts';
import type { Db } from '../../db/client.ts';
import type { CashEntryRow } from '../../db/cash-book-table.ts';
import type { FundraiserRow, UserRow } from '../../db/schema.ts';
import { activeTreasurerIds } from '../../db/repositories/treasurers.repository.ts';
import { ApiError } from '../../lib/http-error.ts';
import { secondPersonRefusal } from '../out/approvals.ts';

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

export interface CashBookAccess {
  fundraiser: FundraiserRow;
  /** The active treasurers' account ids, read once for the request. */
  treasurers: string[];
}

/** The owner and the active treasurers keep the book; reviewers and anyone else are refused (403). */
export async function cashBookAccess(db: Db, fundraiser: FundraiserRow, user: UserRow): Promise<CashBookAccess> {
  const treasurers = await activeTreasurerIds(db, fundraiser.id);
  if (fundraiser.user_id !== user.id && !treasurers.includes(user.id)) throw new ApiError(403, MSG.forbidden);
  return { fundraiser, treasurers };
}

/** Why nobody may record now, or null: a live fundraiser, with a second person to confirm. */
export function recordRefusal({ fundraiser, treasurers }: CashBookAccess) {
  if (fundraiser.status !== 'live') return CASH_MSG.notLive;
  if (treasurers.length === 0) return CASH_MSG.needsTreasurer;
  return null;
}
