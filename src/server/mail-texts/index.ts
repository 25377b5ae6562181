import type { Language } from '#shared/languages.ts';
import { en, type MailTexts } from './en.ts';
import { sw } from './sw.ts';

export type { MailTexts, ReceiptFacts, UpdateFacts } from './en.ts';

const TEXTS: Record<Language, MailTexts> = { en, sw };

/** Every e-mail's texts in one language (the recipient's). */
export const mailTexts = (language: Language): MailTexts => TEXTS[language];

/** An e-mail's body to a person: the greeting, a blank line, then its lines. */
export const greeted = (texts: MailTexts, firstname: string, lines: string[]) =>
  [texts.hello(firstname), '', ...lines].join('\n');
