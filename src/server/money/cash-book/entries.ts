import { CASH_MSG, keptName, receivedOnProblem, type CashEntry } from '#shared/cash-book.ts';
import { MSG } from '#shared/messages.ts';
import type { Deps } from '../../deps.ts';
import type { CashEntryRow } from '../../db/cash-book-table.ts';
import type { UserRow } from '../../db/schema.ts';
import { decideCashEntry, insertCashEntry } from '../../db/repositories/cash-book.repository.ts';
import { afterMoneyMoved } from '../ledger/after-commit.ts';
import { creditCash } from '../ledger/ledger.ts';
import { ApiError, fieldError } from '../../lib/http-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Claim } from '../../lib/idempotency.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import type { ImageKind } from '../../services/images.ts';
import { cashEntryOf } from './view.ts';
import { confirmRefusal, recordRefusal, type CashBookAccess } from './who.ts';
import { toMinor } from '#shared/kes.ts';

// Recording, confirming, refusing and withdrawing a cash book entry (D-237). Each decision is one
// compare-and-swap from `waiting`; a confirmation writes the ledger's `cash` entry in the same
// transaction (D-238), so two confirmations at once count once.

/** The receipt book page's photo, checked by its bytes like every photo (D-239). */
export interface ReceiptPhoto {
  name: string;
  bytes: Uint8Array;
  kind: ImageKind;
}

/** Private photos live under this folder, which /media/ never serves (D-239). */
export const receiptFolder = (fundraiserId: string) => `cash-book/${fundraiserId}`;

/** Stores the photo first, then the row with the key's answer; a failed row takes its photo away. */
export async function recordEntry(
  deps: Deps,
  access: CashBookAccess,
  user: UserRow,
  entry: CashEntry,
  photo: ReceiptPhoto | null,
  claim: Claim,
) {
  const refusal = recordRefusal(access);
  if (refusal) throw new ApiError(409, refusal);
  const { fundraiser } = access;
  const dateProblem = receivedOnProblem(entry.received_on, {
    // Today by the server's calendar, which demo mode's clock can move (D-234).
    now: clock.now(),
    createdAt: fundraiser.created_at,
  });
  if (dateProblem) throw fieldError('received_on', dateProblem);
  const id = newId();
  const folder = receiptFolder(fundraiser.id);
  let photoKey: string | null = null;
  if (photo) {
    try {
      photoKey = (await deps.images.store(folder, id, photo.bytes, photo.kind)).originalKey;
    } catch {
      // Right first bytes but not a picture that decodes (truncated, corrupt, a pixel bomb).
      throw fieldError('image', MSG.fileType(photo.name));
    }
  }
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await insertCashEntry(trx, {
        id,
        fundraiser_id: fundraiser.id,
        amount_minor: toMinor(entry.amount),
        donor_name: keptName(entry),
        received_on: entry.received_on,
        note: entry.note,
        photo_key: photoKey,
        status: 'waiting',
        recorded_by: user.id,
        recorded_at: nowIso(),
        decided_by: null,
        decided_at: null,
        refusal_reason: null,
      });
      const outcome = {
        status: 201 as const,
        body: { message: CASH_MSG.recorded, data: await cashEntryOf(trx, access, id, user.id) },
      };
      await claim.complete(trx, outcome);
      return outcome;
    });
  } catch (err) {
    if (photoKey) await deps.images.remove(folder, [id]);
    throw err;
  }
}

function assertConfirmer(access: CashBookAccess, entry: CashEntryRow, user: UserRow) {
  const refusal = confirmRefusal(access.fundraiser, access.treasurers, entry, user.id);
  if (refusal) throw new ApiError(403, refusal);
}

/** A second person vouches for it: it counts in raised and supporters from now on, once. */
export async function confirmEntry(deps: Deps, access: CashBookAccess, entry: CashEntryRow, user: UserRow) {
  assertConfirmer(access, entry, user);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await decideCashEntry(trx, entry.id, 'confirmed', user.id))) throw new ApiError(409, CASH_MSG.notWaiting);
    await creditCash(trx, {
      fundraiserId: entry.fundraiser_id,
      entryId: entry.id,
      amountMinor: Number(entry.amount_minor),
    });
  });
  // The page's total and its list of who gave in person changed.
  afterMoneyMoved(deps, access.fundraiser.short_code);
}

/** A second person does not vouch for it, saying why: it never counts. */
export async function refuseEntry(
  deps: Deps,
  access: CashBookAccess,
  entry: CashEntryRow,
  user: UserRow,
  reason: string,
) {
  assertConfirmer(access, entry, user);
  if (!(await decideCashEntry(deps.db, entry.id, 'refused', user.id, reason)))
    throw new ApiError(409, CASH_MSG.notWaiting);
}

/** Its recorder takes it back while it waits (a mistake, a double entry). */
export async function withdrawEntry(deps: Deps, entry: CashEntryRow, user: UserRow) {
  if (entry.recorded_by !== user.id) throw new ApiError(403, CASH_MSG.notRecorder);
  if (!(await decideCashEntry(deps.db, entry.id, 'withdrawn', user.id))) throw new ApiError(409, CASH_MSG.notWaiting);
}
