import { formatKesDigits } from '#shared/kes.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { ReversalOutcome } from '../../db/mpesa-reversals-table.ts';
import { queueMail } from '../../db/repositories/outbox.repository.ts';
import { findDonationView } from '../../db/repositories/donations.repository.ts';
import { findUserById } from '../../db/repositories/users.repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { newId } from '../../lib/secrets.ts';
import { nowIso } from '../../lib/time.ts';
import { afterMoneyMoved } from '../ledger/after-commit.ts';
import { reverse } from '../ledger/ledger.ts';
import { mailReviewers } from '../out/mail-reviewers.ts';
import type { Statement, StatementRow } from './read-statement.ts';
import { reversalTexts, reviewerAlert } from './reversal-texts.ts';

// Reversals M-Pesa made without us, found in the paybill's statement (D-259). A payer may have a
// payment reversed by texting 456 within 24 h; M-Pesa tells the paybill nothing, so the statement is
// the only place it shows. Each is recorded once (its receipt is unique) in one transaction with
// what it causes: the gift it reversed is debited from its fundraiser through the ledger's verb,
// whatever the fundraiser still holds; what was already paid out of it is owed, and reviewers are
// told. A reversal of ours (a refund sent by reversal) is the refund's and is left to it.

export interface FoundReversal {
  receipt: string;
  outcome: ReversalOutcome;
  shortCode: string | null;
  amountMinor: number;
  owedMinor: number;
}

/** Reversal rows: money out, completed, naming the payment it reversed. */
export const reversalRows = (statement: Statement) =>
  statement.rows.filter((r) => r.completed && r.withdrawnMinor > 0 && r.linkedReceipt !== '');

export async function applyReversals(deps: Deps, statement: Statement): Promise<FoundReversal[]> {
  const found: FoundReversal[] = [];
  for (const row of reversalRows(statement)) {
    const one = await recordReversal(deps, row).catch((err: unknown) => {
      // Another run recorded it meanwhile: it is found once.
      if (isUniqueViolation(err)) return null;
      throw err;
    });
    if (one) found.push(one);
  }
  return found;
}

const giftPaidBy = (db: Db, receipt: string) =>
  db
    .selectFrom('donations as d')
    .innerJoin('fundraisers as f', 'f.id', 'd.fundraiser_id')
    .leftJoin('refunds as r', 'r.donation_id', 'd.id')
    .select(['d.id', 'd.fundraiser_id', 'f.short_code', 'f.user_id', 'r.channel as refund_channel'])
    .where('d.mpesa_receipt', '=', receipt)
    .where('d.status', '=', 'succeeded')
    .executeTakeFirst();

async function recordReversal(deps: Deps, row: StatementRow): Promise<FoundReversal | null> {
  const known = await deps.db
    .selectFrom('mpesa_reversals')
    .select('id')
    .where('receipt', '=', row.receipt)
    .executeTakeFirst();
  if (known) return null;
  const result = await deps.db.transaction().execute(async (trx) => {
    const gift = await giftPaidBy(trx, row.linkedReceipt);
    // Our own reversal, or the payer's racing it: either way the refund's entry already took it back.
    if (gift?.refund_channel === 'reversal') return null;
    const outcome: ReversalOutcome = !gift ? 'unknown' : gift.refund_channel ? 'refunded' : 'debited';
    const id = newId();
    await trx
      .insertInto('mpesa_reversals')
      .values({
        id,
        receipt: row.receipt,
        original_receipt: row.linkedReceipt,
        donation_id: gift?.id ?? null,
        fundraiser_id: gift?.fundraiser_id ?? null,
        amount_minor: row.withdrawnMinor,
        outcome,
        owed_minor: 0,
        reversed_at: row.completedAt,
        found_at: nowIso(),
      })
      .execute();
    let owed = 0;
    if (gift && outcome === 'debited') {
      owed = await reverse(trx, {
        id,
        fundraiser_id: gift.fundraiser_id,
        donation_id: gift.id,
        amount_minor: row.withdrawnMinor,
      });
      if (owed > 0) await trx.updateTable('mpesa_reversals').set({ owed_minor: owed }).where('id', '=', id).execute();
      await tellOwner(trx, gift, row, owed);
    }
    const why =
      outcome === 'unknown'
        ? 'Nothing was debited: find the payment among the paybill payments we could not match.'
        : outcome === 'refunded'
          ? 'A refund of this gift by B2C was decided too: stop it if it has not gone, or recover it from the payer.'
          : owed > 0
            ? `KES ${formatKesDigits(owed)} of it had already been paid out: the fundraiser owes it, and its next gifts repay it.`
            : null;
    if (why) {
      const alert = reviewerAlert({
        receipt: row.receipt,
        original: row.linkedReceipt,
        kes: formatKesDigits(row.withdrawnMinor),
        code: gift?.short_code ?? null,
        why,
      });
      await mailReviewers(trx, alert.subject, alert.text);
    }
    return {
      receipt: row.receipt,
      outcome,
      shortCode: gift?.short_code ?? null,
      amountMinor: row.withdrawnMinor,
      owedMinor: owed,
    };
  });
  if (result?.outcome === 'debited') afterMoneyMoved(deps, result.shortCode);
  return result;
}

/** The owner hears of it in their language, whatever their e-mail settings (it changes their money). */
async function tellOwner(
  trx: Db,
  gift: { id: string; user_id: string; short_code: string },
  row: StatementRow,
  owedMinor: number,
) {
  const owner = await findUserById(trx, gift.user_id);
  if (!owner) return;
  const texts = reversalTexts(owner.language);
  const title = (await findDonationView(trx, gift.id))?.title ?? gift.short_code;
  await queueMail(trx, {
    to: owner.email_address,
    subject: texts.subject(title),
    text: texts
      .lines({
        title,
        kes: formatKesDigits(row.withdrawnMinor),
        receipt: row.linkedReceipt,
        owedKes: owedMinor > 0 ? formatKesDigits(owedMinor) : null,
      })
      .join('\n'),
  });
}
