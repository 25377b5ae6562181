// Numeric paybill accounts (D-254): every fundraiser and every pledge has one, as M-Changa's are,
// because a feature phone's M-Pesa menu types digits far more easily than a mixed-case code. The
// last digit is a Damm check digit, so a single wrong digit or two neighbours swapped never reach
// another fundraiser: such an account matches nothing and the money waits for a reviewer.

/** Damm's quasigroup of order 10 (H. Michael Damm, 2004): every single-digit error and every
 * adjacent transposition changes the result. */
const DAMM = [
  '0317598642',
  '7092154863',
  '4206871359',
  '1750983426',
  '6123045978',
  '3674209581',
  '5869720134',
  '8945362017',
  '9438617205',
  '2581436790',
].map((row) => [...row].map(Number));

const damm = (digits: string) => [...digits].reduce((interim, d) => DAMM[interim]![Number(d)]!, 0);

/** The account for the n-th number handed out: n followed by its check digit. */
export const accountNumberOf = (n: number) => `${n}${damm(String(n))}`;

/**
 * The numeric account a donor typed (spaces and dashes allowed between digits), or null when it is
 * not all digits or its check digit is wrong.
 */
export function numericAccount(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{2,15}$/.test(digits) || damm(digits) !== 0) return null;
  return digits;
}
