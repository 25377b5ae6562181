import type { Language } from '#shared/languages.ts';
import { cutToFit, toGsm7 } from '../../services/sms/fit-one-part.ts';

// The SMS of a change of treasurers (D-255), in English and Kiswahili, one GSM-7 part each: the
// treasurers are asked to approve it, and the code that approves it.

interface AskFacts {
  organiser: string;
  kind: 'add' | 'remove';
  who: string;
  /** Where approvals are made, without the scheme: harambee.ke/dashboard. */
  link: string;
}

const texts = {
  en: {
    asked: (f: AskFacts, title: string) =>
      `Harambee: ${f.organiser} asks to ${f.kind === 'add' ? 'add' : 'remove'} ${f.who} as treasurer of '${title}'. Approve or not: ${f.link}`,
    code: (code: string) =>
      `${code} is your Harambee code to approve a change of treasurers. Never share it. It expires in 10 minutes.`,
  },
  sw: {
    asked: (f: AskFacts, title: string) =>
      `Harambee: ${f.organiser} anaomba ${f.kind === 'add' ? 'kuongeza' : 'kuondoa'} ${f.who} kama mweka hazina wa '${title}'. Idhinisha au la: ${f.link}`,
    code: (code: string) =>
      `${code} ni msimbo wako wa Harambee wa kuidhinisha mabadiliko ya waweka hazina. Usimpe mtu yeyote. Ni halali kwa dakika 10.`,
  },
} satisfies Record<Language, unknown>;

/** The ask, its title cut to fit one part (names and addresses made GSM-7). */
export function changeAskedSms(language: Language, facts: AskFacts, title: string) {
  const safe = { ...facts, organiser: toGsm7(facts.organiser), who: toGsm7(facts.who) };
  const write = (t: string) => texts[language].asked(safe, t);
  return cutToFit(toGsm7(title), 8, write) ?? write('');
}

export const changeCodeSms = (language: Language, code: string) => texts[language].code(code);
