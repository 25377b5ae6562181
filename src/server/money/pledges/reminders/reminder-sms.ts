import type { Language } from '#shared/languages.ts';
import { cutToFit, toGsm7 } from '../../../services/sms/fit-one-part.ts';

// The pledge reminder SMS (D-234), in the pledger's language, one GSM-7 part whenever it can be:
// what is due and when, the pledge's own link (Pay now, or Release on the same page), and the
// paybill line. The fundraiser's title is cut ('..') to make room; the STOP hint (D-236) goes when
// the title can keep at least a recognisable start, else it is left out. Kiswahili: ahadi (pledge),
// kumbusho (reminder), lipa (pay), akaunti (docs/kiswahili-glossary.md).

export interface ReminderSmsFacts {
  /** 'before' also serves a reminder sent by hand when nothing is late yet. */
  occasion: 'before' | 'due' | 'after';
  /** Whole shillings, thousands separated: '2,500'. */
  kes: string;
  /** The instalment's due date, 'YYYY-MM-DD'. */
  dueDate: string;
  title: string;
  /** The pledge's link without its scheme: harambee.ke/p/ABCDEFGHJKLM?t=… */
  link: string;
  paybill: string;
  account: string;
  /** The two-way shortcode for STOP / ACHA; null: "reply". */
  shortcode: string | null;
}

/** 24/12: day and month, as Kenyans write dates. */
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

type Words = (f: ReminderSmsFacts, title: string) => string;

const when = (f: ReminderSmsFacts, today: string, was: string, by: string) =>
  f.occasion === 'due' ? today : `${f.occasion === 'after' ? was : by} ${dayMonth(f.dueDate)}`;

// Every character counts: the link alone takes a third of the part.
const WORDS: Record<
  Language,
  { what: Words; pay: (f: ReminderSmsFacts) => string; stop: (sc: string | null) => string }
> = {
  en: {
    what: (f, title) => `Your pledge to '${title}': KES ${f.kes} ${when(f, 'due today', 'was due', 'due')}.`,
    pay: (f) => ` Pay ${f.link} or Paybill ${f.paybill} A/C ${f.account}.`,
    stop: (sc) => (sc ? ` STOP to ${sc}` : ' Reply STOP to stop'),
  },
  sw: {
    what: (f, title) => `Ahadi kwa '${title}': KES ${f.kes} ${when(f, 'inadaiwa leo', 'ilidaiwa', 'inadaiwa')}.`,
    pay: (f) => ` Lipa ${f.link} au Paybill ${f.paybill} A/C ${f.account}.`,
    stop: (sc) => (sc ? ` ACHA kwa ${sc}` : ' Jibu ACHA kusitisha'),
  },
};

/** A title this long or longer still tells the pledger which harambee it is. */
const RECOGNISABLE = 12;

export function reminderSms(language: Language, facts: ReminderSmsFacts) {
  const words = WORDS[language];
  const title = toGsm7(facts.title) || '..';
  const account = toGsm7(facts.account);
  const f = { ...facts, account };
  const body = (t: string) => `${words.what(f, t)}${words.pay(f)}`;
  return (
    cutToFit(title, Math.min(RECOGNISABLE, title.length), (t) => `${body(t)}${words.stop(f.shortcode)}`) ??
    cutToFit(title, 0, body) ??
    // Nothing fits one part (a very long address): the whole message in two, never a lost link.
    body(title)
  );
}
