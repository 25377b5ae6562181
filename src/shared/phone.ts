// M-Pesa numbers: Kenyan mobiles written any way people write them (0712 345 678, 0112345678,
// +254 712 345 678, 254712345678), stored the one way Daraja takes them (2547…/2541…, 12 digits).

const KENYAN_MOBILE = /^(?:\+?254|0)?([17]\d{8})$/;

/** 2547XXXXXXXX or 2541XXXXXXXX, or null when it is not a Kenyan mobile number. */
export function normalizeKenyanPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const local = KENYAN_MOBILE.exec(compact)?.[1];
  return local ? `254${local}` : null;
}

/** What the donor sees of their own number: 0712 ••• 678 (never the whole number). */
export const maskPhone = (msisdn: string) => `0${msisdn.slice(3, 6)} ••• ${msisdn.slice(-3)}`;
