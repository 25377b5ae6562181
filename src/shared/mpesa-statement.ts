// The M-Pesa organisation portal's statement of a paybill, as its CSV export names the columns
// (D-259): what the simulator serves and what reconcile reads. A reversal is a withdrawn row whose
// Linked Transaction ID names the payment it reversed.

export const STATEMENT_COLUMNS = [
  'Receipt No.',
  'Completion Time',
  'Initiation Time',
  'Details',
  'Transaction Status',
  'Paid In',
  'Withdrawn',
  'Balance',
  'Balance Confirmed',
  'Reason Type',
  'Other Party Info',
  'Linked Transaction ID',
  'A/C No.',
] as const;

export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/** "2026-12-02 14:05:09", Nairobi time, from Daraja's yyyyMMddHHmmss. */
export const statementTime = (daraja: string) =>
  `${daraja.slice(0, 4)}-${daraja.slice(4, 6)}-${daraja.slice(6, 8)} ${daraja.slice(8, 10)}:${daraja.slice(10, 12)}:${daraja.slice(12, 14)}`;
