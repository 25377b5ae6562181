import type { Db } from '../../db/client.ts';
import * as pledges from '../../db/repositories/pledges.repository.ts';
import { paybillKey } from '#shared/paybill-key.ts';
import { numericAccount } from '#shared/account-number.ts';

// A pledge's paybill account: its number (D-254), or the older '{short_code}-{number}' (D-232),
// read as the matcher reads fundraiser codes: look-alikes folded, the exact account first, else the
// one pledge that folds alike.

type Candidate = Awaited<ReturnType<typeof pledges.pledgesByReferenceKey>>[number];

/** The pledge a typed account names; 'ambiguous' when two fold alike and neither is exact; null when none. */
export async function pledgeOfAccount(db: Db, account: string): Promise<Candidate | 'ambiguous' | null> {
  const accountNumber = numericAccount(account);
  if (accountNumber) return (await pledges.pledgeByAccountNumber(db, accountNumber)) ?? null;
  const key = paybillKey(account);
  // A fundraiser's code alone folds to 8 characters; a pledge's account is always longer.
  if (key.length <= 8 || key.length > 20) return null;
  const found = await pledges.pledgesByReferenceKey(db, key);
  if (found.length === 0) return null;
  const plain = (s: string) => s.replace(/[^0-9A-Za-z]/g, '');
  const typed = plain(account);
  const exact = found.find((p) => plain(p.reference) === typed);
  if (exact) return exact;
  if (found.length === 1) return found[0]!;
  const folded = found.filter((p) => plain(p.reference).toUpperCase() === typed.toUpperCase());
  return folded.length === 1 ? folded[0]! : 'ambiguous';
}

/** The account a pledge is paid to: its number, or its reference when it has none (D-254). */
export const accountToPay = (p: { account_number: string | null; reference: string }) =>
  p.account_number ?? p.reference;
