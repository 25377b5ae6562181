import { dateFormat } from '#shared/format-language.ts';
import type { Language } from '#shared/languages.ts';
import { formatKes } from '#shared/kes.ts';

// A pledge reminder by e-mail (D-234), when the pledger gave an address: the same facts as the
// SMS, with room to say them plainly. Kiswahili: ahadi (pledge), kumbusho (reminder), lipa (pay).

export interface PledgeReminderMailFacts {
  occasion: 'before' | 'due' | 'after';
  /** KES minor units. */
  amountMinor: number;
  /** The instalment's due date, 'YYYY-MM-DD' (Nairobi). */
  dueDate: string;
  title: string;
  link: string;
  paybill: string;
  account: string;
  /** Where to text STOP; null: reply to a reminder. */
  shortcode: string | null;
}

// A calendar date, written at noon UTC so no zone can move it to the day before or after.
const day = dateFormat({ dateStyle: 'long', timeZone: 'Africa/Nairobi' });
const dateOf = (date: string, language: Language) => day(`${date}T12:00:00.000Z`, language);

export const pledgeReminderMail: Record<
  Language,
  { subject: (title: string) => string; lines: (f: PledgeReminderMailFacts) => string[] }
> = {
  en: {
    subject: (title) => `Reminder: your pledge to ${title}`,
    lines: (f) => [
      'Hello,',
      '',
      `This is a reminder of your pledge to "${f.title}": ${formatKes(f.amountMinor, 'en')} ${
        f.occasion === 'due' ? 'is due today' : f.occasion === 'after' ? 'was due on' : 'is due on'
      }${f.occasion === 'due' ? '' : ` ${dateOf(f.dueDate, 'en')}`}.`,
      '',
      `Pay now with M-Pesa: ${f.link}`,
      `Or by paybill: business number ${f.paybill}, account ${f.account}.`,
      '',
      'If you can no longer pay, you can release the pledge from the same page.',
      f.shortcode
        ? `To stop these reminders, text STOP to ${f.shortcode}.`
        : 'To stop these reminders, reply STOP to a reminder SMS.',
    ],
  },
  sw: {
    subject: (title) => `Kumbusho: ahadi yako kwa ${title}`,
    lines: (f) => [
      'Habari,',
      '',
      `Hili ni kumbusho la ahadi yako kwa "${f.title}": ${formatKes(f.amountMinor, 'sw')} ${
        f.occasion === 'due' ? 'inadaiwa leo' : f.occasion === 'after' ? 'ilidaiwa tarehe' : 'inadaiwa tarehe'
      }${f.occasion === 'due' ? '' : ` ${dateOf(f.dueDate, 'sw')}`}.`,
      '',
      `Lipa sasa kwa M-Pesa: ${f.link}`,
      `Au kwa Paybill: nambari ya biashara ${f.paybill}, akaunti ${f.account}.`,
      '',
      'Ikiwa huwezi kulipa tena, unaweza kuachilia ahadi kwenye ukurasa huo huo.',
      f.shortcode
        ? `Kusitisha vikumbusho hivi, tuma ACHA kwa ${f.shortcode}.`
        : 'Kusitisha vikumbusho hivi, jibu ACHA kwa SMS ya kumbusho.',
    ],
  },
};
