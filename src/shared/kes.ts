// The one place shillings and minor units meet (D-247). Money is integer KES minor units (cents) in
// the database, the ledger and the money wing's answers; people type and read shillings, and M-Pesa
// moves whole shillings. Every conversion and every way an amount is written for people lives here,
// so a factor of 100 is never typed by hand again (a house rule checks it). Imports nothing of ours:
// the simulators and the service worker may use it too.

/** A count of KES minor units (cents): what the database and the ledger hold. */
export type Minor = number & { readonly __brand: 'KES minor units' };

/** A stored count of minor units, as read (PostgreSQL's bigint may arrive as text). */
export const asMinor = (value: number | string | bigint): Minor => Math.round(Number(value)) as Minor;

/**
 * Shillings → minor units, rounded half away from zero. Shifting by text rather than `kes * 100`
 * keeps decimals binary cannot hold exact (1.005 * 100 is 100.49999…, which would round down).
 */
export function toMinor(kes: number): Minor {
  const [digits, exponent = '0'] = String(kes).split('e');
  const shifted = Number(`${digits}e${Number(exponent) + 2}`);
  return (Math.sign(shifted) * Math.round(Math.abs(shifted)) || 0) as Minor;
}

/** Minor units → shillings, with up to two decimals (the answers that speak shillings, D-247). */
export const fromMinor = (minor: number) => Math.round(Number(minor)) / 100;

/** How a part of a shilling is dropped: M-Pesa moves whole shillings only. */
export type KesRounding = 'nearest' | 'down' | 'up';

const ROUND: Record<KesRounding, (n: number) => number> = { nearest: Math.round, down: Math.floor, up: Math.ceil };

/** Minor units → whole shillings (the amount M-Pesa is asked to move, a pledge's share). */
export const toWholeKes = (minor: number, rounding: KesRounding = 'nearest') =>
  ROUND[rounding](Math.round(Number(minor)) / 100);

/**
 * An amount as Daraja writes it ("300.00", "10", "10.5", "1,000.00") → minor units, exactly from
 * its digits; null when it is not one.
 */
export function parseKes(text: string): Minor | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.replaceAll(',', '').trim());
  if (!m) return null;
  return (Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))) as Minor;
}

/** A Daraja amount that may come as a number or as text (a result parameter) → minor units, or null. */
export function readKes(value: unknown): Minor | null {
  const kes = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(kes) ? null : toMinor(kes);
}

/**
 * KES minor units → another currency's units at `kesPerUnit` shillings each, to its hundredths
 * (a USD fundraiser's progress, shown with '≈').
 */
export const kesIn = (minor: number, kesPerUnit: number) => Math.round(Number(minor) / kesPerUnit) / 100;

/** The languages amounts are written in (the app's: en, sw). */
export type KesLanguage = 'en' | 'sw';

const LOCALE: Record<KesLanguage, string> = { en: 'en-KE', sw: 'sw-KE' };
const screens = new Map<KesLanguage, Intl.NumberFormat>();

/**
 * On screens and in e-mails: Intl's KES in Kenya's locale, whole shillings ("Ksh 4,000"). Both
 * our languages write KES the same way (a unit test holds it), so screens may leave the language out.
 * One formatter per language: making one costs far more than using one on a slow phone.
 */
export function formatKes(minor: number, language: KesLanguage = 'en') {
  let format = screens.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency: 'KES', maximumFractionDigits: 0 });
    screens.set(language, format);
  }
  return format.format(fromMinor(minor));
}

/**
 * In an SMS, whose own words say "KES": the digits only, whole shillings grouped the Kenyan way
 * ("4,000"); a pledge's texts round down.
 */
export const formatKesDigits = (minor: number, rounding: KesRounding = 'nearest') =>
  toWholeKes(minor, rounding).toLocaleString('en-KE');
