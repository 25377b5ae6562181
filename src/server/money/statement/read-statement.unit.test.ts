import { describe, expect, it } from 'vitest';
import { readStatement, StatementError } from './read-statement.ts';

// The M-Pesa portal's statement CSV (D-259): found under any preamble, cells by column name, quoted
// amounts with thousands, withdrawn amounts negative, Nairobi times.

const HEADER =
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';

describe('readStatement', () => {
  it('reads payments in and a reversal linked to the payment it reversed', () => {
    const csv = [
      'Account Holder:,HARAMBEE',
      'Short Code:,174379',
      '',
      HEADER,
      'SKA1B2C3D4,2026-12-02 14:05:09,2026-12-02 14:05:09,"Pay Bill from 2547 ***** 149 - JOHN DOE Acc. 390010007",Completed,"1,500.00",,"1,500.00",true,Pay Bill,"2547 ***** 149 - JOHN DOE",,390010007',
      'SKZ9Y8X7W6,2026-12-02 15:00:00,2026-12-02 15:00:00,"Reversal of SKA1B2C3D4, at the customer\'s request",Completed,,"-1,500.00",0.00,true,Reversal,"2547 ***** 149 - JOHN DOE",SKA1B2C3D4,',
      'SKQQQQQQQQ,2026-12-02 15:30:00,2026-12-02 15:30:00,Pay Bill,Failed,10.00,,0.00,true,Pay Bill,,,',
    ].join('\r\n');
    const statement = readStatement(csv);
    expect(statement.rows).toEqual([
      {
        receipt: 'SKA1B2C3D4',
        completedAt: '2026-12-02T11:05:09.000Z',
        completed: true,
        paidInMinor: 150_000,
        withdrawnMinor: 0,
        linkedReceipt: '',
      },
      {
        receipt: 'SKZ9Y8X7W6',
        completedAt: '2026-12-02T12:00:00.000Z',
        completed: true,
        paidInMinor: 0,
        withdrawnMinor: 150_000,
        linkedReceipt: 'SKA1B2C3D4',
      },
      {
        receipt: 'SKQQQQQQQQ',
        completedAt: '2026-12-02T12:30:00.000Z',
        completed: false,
        paidInMinor: 1_000,
        withdrawnMinor: 0,
        linkedReceipt: '',
      },
    ]);
    expect([statement.from, statement.to]).toEqual(['2026-12-02T11:05:09.000Z', '2026-12-02T12:30:00.999Z']);
  });

  it('refuses a file that is not a statement, one without a needed column, and a line that is not a transaction', () => {
    expect(() => readStatement('Date,Amount\n2026-12-02,10')).toThrow(StatementError);
    expect(() => readStatement(HEADER.replace(',Linked Transaction ID', ''))).toThrow(
      'The statement lacks the column(s) Linked Transaction ID',
    );
    expect(() => readStatement(`${HEADER}\nSKA1,yesterday,,,Completed,10.00,,,,,,,`)).toThrow(
      'Line 2 of the statement',
    );
    expect(() => readStatement(`${HEADER}\nSKA1,2026-12-02 14:05:09,,,Completed,ten,,,,,,,`)).toThrow('Line 2');
  });
});
