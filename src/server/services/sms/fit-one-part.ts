import { isGsm7, smsParts } from '#shared/sms-parts.ts';

// One SMS part (160 GSM-7 characters) for texts that carry a fundraiser's title: the one engine
// the receipts, the pledge reminders and the withdrawal news cut titles with.

/** Curly quotes made straight, accents dropped, and anything else outside GSM-7 left out. */
export function toGsm7(text: string) {
  const straight = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-');
  return [...straight.normalize('NFD').replace(/\p{M}/gu, '')]
    .filter((ch) => isGsm7(ch) && ch !== '\n' && ch !== '\r')
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

export const fitsOnePart = (text: string) => {
  const { encoding, parts } = smsParts(text);
  return encoding === 'GSM-7' && parts === 1;
};

/** The title cut ('..') until `write` fits one part, keeping at least `keep` characters; null if it cannot. */
export function cutToFit(title: string, keep: number, write: (title: string) => string) {
  if (fitsOnePart(write(title))) return write(title);
  for (let length = title.length - 1; length >= keep; length--) {
    const text = write(`${title.slice(0, length).trimEnd()}..`);
    if (fitsOnePart(text)) return text;
  }
  return null;
}
