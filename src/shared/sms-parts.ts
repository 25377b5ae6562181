// How many SMS parts a text takes (research daraja-money-out.md §4.1): 160 characters in one
// GSM-7 part, 153 per part once split; any character outside GSM-7 (curly quotes, emoji, most
// accents) turns the whole text into UCS-2: 70 in one part, 67 per part once split.

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// These take two septets (an escape and the character).
const GSM7_EXTENDED = '^{}\\[~]|€\f';

/** True when every character is in the GSM-7 alphabet. */
export const isGsm7 = (text: string) => [...text].every((ch) => GSM7_BASIC.includes(ch) || GSM7_EXTENDED.includes(ch));

/** The parts the text is sent in, and its encoding. */
export function smsParts(text: string): { encoding: 'GSM-7' | 'UCS-2'; parts: number } {
  if (isGsm7(text)) {
    const septets = [...text].reduce((n, ch) => n + (GSM7_EXTENDED.includes(ch) ? 2 : 1), 0);
    return { encoding: 'GSM-7', parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  }
  // UCS-2 counts UTF-16 code units: an emoji is two.
  const units = text.length;
  return { encoding: 'UCS-2', parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}
