const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since `joinedAt` (0 on the day itself): a brand-new account asking for money is worth a second look. */
export const accountAgeDays = (joinedAt: string, now = Date.now()) =>
  Math.max(0, Math.floor((now - Date.parse(joinedAt)) / DAY_MS));
