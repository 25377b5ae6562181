// How a typed paybill account is matched (D-213, D-232): money in and pledges fold accounts alike.

/**
 * The account as a fundraiser code would fold to it: trimmed, spaces and punctuation gone, upper
 * case, and the look-alikes a donor confuses made one (O and 0; I, L and 1). Short codes never
 * contain 0, O, 1, I or l, but do contain o, i and L, so two codes can fold alike (…i… and …L…):
 * the matcher then prefers the exact code and otherwise leaves the choice to a reviewer.
 * The same folding runs in SQL (PAYBILL_KEY_SQL, migration 026).
 */
export const paybillKey = (account: string) =>
  account
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .replaceAll('O', '0')
    .replace(/[IL]/g, '1');
