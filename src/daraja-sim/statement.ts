import { maskC2bMsisdn } from '#shared/daraja-c2b.ts';
import { darajaTimestamp } from '#shared/daraja.ts';
import { STATEMENT_COLUMNS, statementTime, type StatementColumn } from '#shared/mpesa-statement.ts';
import type { SimState } from './sim-state.ts';

// The paybill's statement as the M-Pesa organisation portal exports it (CSV, D-259): every payment
// in (paybill and STK), every reversal (ours through the API and the payers' own by 456) and every
// payout, oldest first, with a running balance of the period.

type Row = Partial<Record<StatementColumn, string>> & { at: string; in: number; out: number };

const money = (kes: number) => kes.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function rowsOf(state: SimState, shortcode: string, masked: boolean): Row[] {
  const party = (msisdn: string) => `${masked ? maskC2bMsisdn(msisdn) : msisdn} - ${state.payouts.nameOf(msisdn)}`;
  const paidIn = (receipt: string, at: string, kes: number, msisdn: string, account: string, reason: string) => ({
    at,
    in: kes,
    out: 0,
    'Receipt No.': receipt,
    Details: `Pay Bill from ${party(msisdn)} Acc. ${account}`,
    'Reason Type': reason,
    'Other Party Info': party(msisdn),
    'A/C No.': account,
  });
  const pushes = state.transactions
    .list()
    .filter((t) => t.payment && t.push.BusinessShortCode === shortcode)
    .map((t) =>
      paidIn(
        t.payment!.receipt,
        t.payment!.transactionDate,
        t.payment!.amount,
        t.payment!.phone,
        t.push.AccountReference,
        'Pay Bill Online',
      ),
    );
  const paybill = state.c2b
    .list()
    .filter((t) => t.status === 'completed' && t.request.ShortCode === shortcode)
    .map((t) =>
      paidIn(t.transId, t.transTime, t.request.Amount, t.request.Msisdn, t.request.BillRefNumber, 'Pay Bill'),
    );
  const reversals = state.reversals
    .list()
    .filter((r) => r.reversed && r.request.ReceiverParty === shortcode)
    .map((r) => ({
      at: darajaTimestamp(r.at),
      in: 0,
      out: Number(r.request.Amount),
      'Receipt No.': r.transactionId,
      Details: `Reversal of ${r.request.TransactionID}`,
      'Reason Type': 'Reversal',
      'Other Party Info': r.payer ? party(r.payer.msisdn) : '',
      'Linked Transaction ID': r.request.TransactionID,
    }));
  const payouts = state.payouts
    .list()
    .filter((p) => p.paid && p.request.PartyA === shortcode)
    .map((p) => ({
      at: darajaTimestamp(p.at),
      in: 0,
      out: p.request.Amount,
      'Receipt No.': p.transactionId,
      Details: `Business Payment to ${p.request.PartyB}`,
      'Reason Type': p.request.CommandID,
      'Other Party Info': p.request.PartyB,
    }));
  return [...pushes, ...paybill, ...reversals, ...payouts].sort((a, b) => a.at.localeCompare(b.at));
}

export function statementCsv(state: SimState, shortcode: string, masked: boolean) {
  let balance = 0;
  const lines = rowsOf(state, shortcode, masked).map((row) => {
    balance += row.in - row.out;
    const time = statementTime(row.at);
    const values: Record<StatementColumn, string> = {
      ...Object.fromEntries(STATEMENT_COLUMNS.map((c) => [c, row[c] ?? ''])),
      'Completion Time': time,
      'Initiation Time': time,
      'Transaction Status': 'Completed',
      'Paid In': row.in ? money(row.in) : '',
      Withdrawn: row.out ? money(-row.out) : '',
      Balance: money(balance),
      'Balance Confirmed': 'true',
    } as Record<StatementColumn, string>;
    return STATEMENT_COLUMNS.map((c) => cell(values[c])).join(',');
  });
  return [STATEMENT_COLUMNS.join(','), ...lines].join('\n') + '\n';
}
