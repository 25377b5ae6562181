import { STATEMENT_COLUMNS, type StatementColumn } from '#shared/mpesa-statement.ts';
import { parseKes } from '#shared/kes.ts';

// Reads the M-Pesa organisation portal's statement (CSV, D-259): the rows under its header line
// (the export may begin with lines about the organisation), each cell by its column's name.

export interface StatementRow {
  receipt: string;
  /** Completion Time as an ISO instant (the statement writes Nairobi time). */
  completedAt: string;
  completed: boolean;
  paidInMinor: number;
  withdrawnMinor: number;
  /** The payment a reversal reversed; '' for every other row. */
  linkedReceipt: string;
}

export interface Statement {
  rows: StatementRow[];
  /** From the first completion time to the end of the last one's second: the period it covers. */
  from: string;
  to: string;
}

/** One CSV line's cells: quoted cells may hold commas and doubled quotes. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out.map((c) => c.trim());
}

/** "1,234.50" or "-1,234.50" (withdrawn amounts are written negative) as minor units; NaN when not one. */
const amountOf = (text: string) => (text ? (parseKes(text.replace(/^-/, '')) ?? Number.NaN) : 0);

/** "2026-12-02 14:05:09" in Nairobi (UTC+3, no daylight saving) as an ISO instant. */
const instantOf = (text: string) => new Date(`${text.replace(' ', 'T')}+03:00`).toISOString();

export class StatementError extends Error {}

export function readStatement(text: string): Statement {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const start = lines.findIndex((l) => cells(l)[0] === STATEMENT_COLUMNS[0]);
  if (start < 0) throw new StatementError(`Not an M-Pesa statement: no line starts with "${STATEMENT_COLUMNS[0]}"`);
  const header = cells(lines[start]!);
  const missing = STATEMENT_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new StatementError(`The statement lacks the column(s) ${missing.join(', ')}`);
  const rows = lines.slice(start + 1).map((line, i) => {
    const values = cells(line);
    const get = (column: StatementColumn) => values[header.indexOf(column)] ?? '';
    const at = get('Completion Time');
    const paidIn = amountOf(get('Paid In'));
    const withdrawn = amountOf(get('Withdrawn'));
    if (
      !get('Receipt No.') ||
      Number.isNaN(Date.parse(`${at.replace(' ', 'T')}+03:00`)) ||
      Number.isNaN(paidIn + withdrawn)
    )
      throw new StatementError(`Line ${start + i + 2} of the statement is not a transaction: ${line.slice(0, 80)}`);
    return {
      receipt: get('Receipt No.'),
      completedAt: instantOf(at),
      completed: get('Transaction Status').toLowerCase() === 'completed',
      paidInMinor: paidIn,
      withdrawnMinor: withdrawn,
      linkedReceipt: get('Linked Transaction ID'),
    };
  });
  const times = rows.map((r) => r.completedAt).sort();
  // Its times are to the second: the period runs to the end of its last one.
  const to = times.length ? new Date(Date.parse(times.at(-1)!) + 999).toISOString() : '';
  return { rows, from: times[0] ?? '', to };
}
