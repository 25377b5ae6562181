import type { Currency } from '#shared/constants.ts';
import { fromMinor, kesIn } from '#shared/kes.ts';

// Donations are always KES (M-Pesa settles in KES); a fundraiser with a USD goal shows what it has
// raised converted at USD_KES_RATE, and the app marks such amounts '≈'. The rate is a setting of
// the whole process, fixed at start (createDeps), so every serializer reads the same one.
let usdKesRate = 129;

export const setUsdKesRate = (rate: number) => {
  usdKesRate = rate;
};

/** KES minor units raised → major units of the fundraiser's currency. */
export const raisedIn = (currency: Currency, kesMinor: number) =>
  currency === 'KES' ? fromMinor(kesMinor) : kesIn(kesMinor, usdKesRate);
