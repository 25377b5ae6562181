import type { Db } from '../../db/client.ts';
import { reversalRows } from './apply-statement.ts';
import type { Statement } from './read-statement.ts';

// Reconcile against M-Pesa's own statement (D-259): every receipt we credited within the period the
// statement covers is in it once, paid in with the gift's amount; every payment in it is in our books
// (a gift, or a paybill payment we hold apart); every reversal in it is ours or recorded.

export async function statementDifferences(db: Db, statement: Statement): Promise<string[]> {
  const paidIn = new Map<string, number[]>();
  for (const row of statement.rows)
    if (row.completed && row.paidInMinor > 0)
      paidIn.set(row.receipt, [...(paidIn.get(row.receipt) ?? []), row.paidInMinor]);
  const receipts = [...paidIn.keys()];
  const [credited, gifts, paybill, reversals] = await Promise.all([
    db
      .selectFrom('ledger_entries as e')
      .innerJoin('donations as d', 'd.id', 'e.source_id')
      .select(['d.mpesa_receipt', 'd.amount_minor', 'd.fundraiser_id'])
      .where('e.kind', '=', 'donation')
      .where('d.mpesa_receipt', 'is not', null)
      .where('d.completed_at', '>=', statement.from)
      .where('d.completed_at', '<=', statement.to)
      .execute(),
    receipts.length
      ? db.selectFrom('donations').select('mpesa_receipt').where('mpesa_receipt', 'in', receipts).execute()
      : [],
    receipts.length ? db.selectFrom('c2b_payments').select('trans_id').where('trans_id', 'in', receipts).execute() : [],
    db.selectFrom('mpesa_reversals').select('receipt').execute(),
  ]);
  const differences: string[] = [];
  for (const [receipt, amounts] of paidIn)
    if (amounts.length > 1)
      differences.push(`M-Pesa receipt ${receipt} is paid in ${amounts.length} times in the statement`);
  for (const gift of credited) {
    const amounts = paidIn.get(gift.mpesa_receipt!);
    if (!amounts)
      differences.push(
        `${gift.fundraiser_id}: M-Pesa receipt ${gift.mpesa_receipt} is credited but not in M-Pesa's statement`,
      );
    else if (amounts[0] !== Number(gift.amount_minor))
      differences.push(
        `${gift.fundraiser_id}: M-Pesa receipt ${gift.mpesa_receipt} credited ${gift.amount_minor}, the statement says ${amounts[0]}`,
      );
  }
  const ours = new Set([...gifts.map((g) => g.mpesa_receipt), ...paybill.map((p) => p.trans_id)]);
  for (const receipt of receipts)
    if (!ours.has(receipt)) differences.push(`M-Pesa receipt ${receipt} was paid in but is not in our books`);
  const recorded = new Set(reversals.map((r) => r.receipt));
  const refundedByReversal = await reversedByUs(db, statement);
  for (const row of reversalRows(statement))
    if (!recorded.has(row.receipt) && !refundedByReversal.has(row.linkedReceipt))
      differences.push(`M-Pesa reversal ${row.receipt} of ${row.linkedReceipt} is not recorded`);
  return differences;
}

/** The gifts' receipts that a refund of ours gives back by reversal. */
async function reversedByUs(db: Db, statement: Statement) {
  const linked = reversalRows(statement).map((r) => r.linkedReceipt);
  if (!linked.length) return new Set<string>();
  const rows = await db
    .selectFrom('refunds')
    .select('receipt')
    .where('channel', '=', 'reversal')
    .where('receipt', 'in', linked)
    .execute();
  return new Set(rows.map((r) => r.receipt));
}
