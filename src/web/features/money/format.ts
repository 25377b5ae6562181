/** 254712345678 → 0712 ••• 678: enough to recognise a number, not enough to read it over a shoulder. */
export const maskedPhone = (msisdn: string) => `0${msisdn.slice(3, 6)} ••• ${msisdn.slice(-3)}`;

/** What the withdraw form's amount field holds, as whole KES; undefined while it is not one. */
export function typedKes(text: string | undefined) {
  const digits = (text ?? '').replace(/[\s,]/g, '');
  const value = digits === '' ? NaN : Number(digits);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
