import type { Language } from '#shared/languages.ts';
import { payoutFailureText } from '#shared/payout-outcomes.ts';
import { cutToFit, toGsm7 } from '../../services/sms/fit-one-part.ts';

// The words of a withdrawal's news (D-208), in English and Kiswahili: the SMS (one GSM-7 part with
// the fundraiser's title and, where the reader acts, a link; withdrawal-texts.unit.test.ts checks),
// the e-mail, and the update donors get when it is paid. Amounts are already written with their
// thousands separated (20,000).

export type NewsKind = 'requested' | 'approved' | 'rejected' | 'cancelled' | 'paid' | 'failed' | 'waiting';

/** What a withdrawal's SMS may say besides its title (cut to fit one part by `newsSms`). */
export interface NewsSmsFacts {
  /** The amount withdrawn, the fee included. */
  kes: string;
  /** The receipts (paid), the reason (failed). */
  detail: string;
  /** Where approvals are made, without the scheme: harambee.ke/dashboard. */
  link: string;
  /** Who asked for it, and the reader's part: approves it, asked for it, confirms their own, or neither. */
  requester: string;
  role: 'approver' | 'requester' | 'self' | 'other';
  /** Paid: what M-Pesa sent, the fee, and to whom (M-Pesa 0712***678, paybill 400200). */
  sent: string;
  fee: string;
  where: string;
}

type SmsWords = (f: NewsSmsFacts, title: string) => string;

export interface WithdrawalTexts {
  sms: Record<Exclude<NewsKind, 'requested'>, SmsWords> & { requested: Record<NewsSmsFacts['role'], SmsWords> };
  mail: {
    subject: (title: string) => string;
  } & Record<NewsKind, (kes: string, detail: string, purpose: string) => string[]>;
  /** The update posted to donors: "KES 20,000 paid to paybill 400200 KENYATTA NATIONAL HOSPITAL for: the deposit". */
  update: (kes: string, where: string, purpose: string) => string;
  organisersMpesa: string;
  paybill: (paybill: string, name: string | null) => string;
  reason: (code: string) => string;
}

const en: WithdrawalTexts = {
  sms: {
    requested: {
      approver: (f, title) =>
        `Harambee: ${f.requester} asks to withdraw KES ${f.kes} from '${title}'. Approve or refuse: ${f.link}`,
      self: (f, title) =>
        `Harambee: confirm your withdrawal of KES ${f.kes} from '${title}' with the code we send you: ${f.link}`,
      requester: (f, title) =>
        `Harambee: your withdrawal of KES ${f.kes} from '${title}' waits for your treasurers' approval. We will text you when it is paid.`,
      other: (f, title) =>
        `Harambee: a withdrawal of KES ${f.kes} from '${title}' was asked for and waits for approval.`,
    },
    approved: (f, title) =>
      `Harambee: the withdrawal of KES ${f.kes} from '${title}' has its approvals; M-Pesa pays it soon.`,
    rejected: (f, title) =>
      `Harambee: a withdrawal of KES ${f.kes} from '${title}' was refused; the money is available again. Why: ${f.link}`,
    cancelled: (f, title) =>
      `Harambee: the withdrawal of KES ${f.kes} from '${title}' was cancelled by the organiser. Nothing was paid.`,
    paid: (f, title) =>
      `Harambee: M-Pesa sent KES ${f.sent} to ${f.where} (KES ${f.kes} less fee ${f.fee}) from '${title}'. Receipt ${f.detail}`,
    failed: (f, title) =>
      `Harambee: M-Pesa could not pay KES ${f.kes} from '${title}': ${f.detail}. The money is available again.`,
    waiting: (f, title) =>
      `Harambee: the withdrawal of KES ${f.kes} from '${title}' is approved and waits for M-Pesa on our side. Nothing is lost.`,
  },
  mail: {
    subject: (title) => `Withdrawal news for "${title}"`,
    requested: (kes, _, purpose) => [
      `A withdrawal of KES ${kes} was requested, for: ${purpose}.`,
      'It waits for the approvals it needs: open your dashboard to approve it with the code we send by SMS.',
    ],
    approved: (kes, _, purpose) => [
      `A withdrawal of KES ${kes} (${purpose}) has all the approvals it needs.`,
      'M-Pesa pays it next; you will hear from us when it is paid.',
    ],
    rejected: (kes, reason, purpose) => [
      `A reviewer refused a withdrawal of KES ${kes} (${purpose}): ${reason}`,
      'The money is available again.',
    ],
    cancelled: (kes, _, purpose) => [
      `A withdrawal of KES ${kes} (${purpose}) was cancelled by the organiser. Nothing was paid.`,
    ],
    paid: (kes, receipts, purpose) => [
      `A withdrawal of KES ${kes} (${purpose}) was paid by M-Pesa. Receipt: ${receipts}.`,
      'Donors see it on the fundraiser page.',
    ],
    failed: (kes, reason) => [
      `M-Pesa could not pay a withdrawal of KES ${kes}: ${reason}.`,
      'What was not paid is available again; check the payout destination in the dashboard before trying again.',
    ],
    waiting: (kes) => [
      `A withdrawal of KES ${kes} is approved, and M-Pesa could not pay it yet because of our own account.`,
      'Our team has been told and it will be paid as soon as that is fixed. Nothing is lost.',
    ],
  },
  update: (kes, where, purpose) => `KES ${kes} paid ${where} for: ${purpose}`,
  organisersMpesa: "to the organiser's M-Pesa",
  paybill: (paybill, name) => `to paybill ${paybill}${name ? ` ${name}` : ''}`,
  reason: (code) => payoutFailureText(code, 'en'),
};

const sw: WithdrawalTexts = {
  sms: {
    requested: {
      approver: (f, title) =>
        `Harambee: ${f.requester} anaomba kutoa KES ${f.kes} kutoka '${title}'. Idhinisha au kataa: ${f.link}`,
      self: (f, title) =>
        `Harambee: thibitisha kutoa KES ${f.kes} kutoka '${title}' kwa msimbo tutakaokutumia: ${f.link}`,
      requester: (f, title) =>
        `Harambee: ombi lako la kutoa KES ${f.kes} kutoka '${title}' linasubiri idhini ya waweka hazina. Tutakutumia SMS likilipwa.`,
      other: (f, title) => `Harambee: kutoa KES ${f.kes} kutoka '${title}' kumeombwa na kunasubiri idhini.`,
    },
    approved: (f, title) =>
      `Harambee: kutoa KES ${f.kes} kutoka '${title}' kumepata idhini zote; M-Pesa italipa hivi karibuni.`,
    rejected: (f, title) =>
      `Harambee: kutoa KES ${f.kes} kutoka '${title}' kumekataliwa; pesa zinapatikana tena. Sababu: ${f.link}`,
    cancelled: (f, title) =>
      `Harambee: kutoa KES ${f.kes} kutoka '${title}' kumeghairiwa na mwandalizi. Hakuna kilicholipwa.`,
    paid: (f, title) =>
      `Harambee: M-Pesa imetuma KES ${f.sent} kwa ${f.where} (KES ${f.kes} toa ada ${f.fee}) kutoka '${title}'. Risiti ${f.detail}`,
    failed: (f, title) =>
      `Harambee: M-Pesa haikuweza kulipa KES ${f.kes} kutoka '${title}': ${f.detail}. Pesa zinapatikana tena.`,
    waiting: (f, title) =>
      `Harambee: kutoa KES ${f.kes} kutoka '${title}' kumeidhinishwa na kunasubiri M-Pesa upande wetu. Hakuna kinachopotea.`,
  },
  mail: {
    subject: (title) => `Habari za kutoa pesa za "${title}"`,
    requested: (kes, _, purpose) => [
      `Kutoa KES ${kes} kumeombwa, kwa ajili ya: ${purpose}.`,
      'Kunasubiri idhini zinazohitajika: fungua dashibodi yako kuidhinisha kwa msimbo tutakaotuma kwa SMS.',
    ],
    approved: (kes, _, purpose) => [
      `Kutoa KES ${kes} (${purpose}) kumepata idhini zote zinazohitajika.`,
      'M-Pesa italipa baadaye; tutakujulisha pesa zikilipwa.',
    ],
    rejected: (kes, reason, purpose) => [
      `Mkaguzi amekataa kutoa KES ${kes} (${purpose}): ${reason}`,
      'Pesa zinapatikana tena.',
    ],
    cancelled: (kes, _, purpose) => [`Kutoa KES ${kes} (${purpose}) kumeghairiwa na mwandalizi. Hakuna kilicholipwa.`],
    paid: (kes, receipts, purpose) => [
      `KES ${kes} (${purpose}) zimetolewa na kulipwa na M-Pesa. Risiti: ${receipts}.`,
      'Wachangiaji wanaona hili kwenye ukurasa wa harambee.',
    ],
    failed: (kes, reason) => [
      `M-Pesa haikuweza kulipa KES ${kes}: ${reason}.`,
      'Kisicholipwa kinapatikana tena; angalia mahali pesa zinapolipwa kwenye dashibodi kabla ya kujaribu tena.',
    ],
    waiting: (kes) => [
      `Kutoa KES ${kes} kumeidhinishwa, lakini M-Pesa haikuweza kulipa bado kwa sababu ya akaunti yetu.`,
      'Timu yetu imearifiwa na pesa zitalipwa mara hilo litakaporekebishwa. Hakuna kinachopotea.',
    ],
  },
  update: (kes, where, purpose) => `KES ${kes} zimelipwa ${where} kwa ajili ya: ${purpose}`,
  organisersMpesa: 'kwa M-Pesa ya mwandalizi',
  paybill: (paybill, name) => `kwa paybill ${paybill}${name ? ` ${name}` : ''}`,
  reason: (code) => payoutFailureText(code, 'sw'),
};

const TEXTS: Record<Language, WithdrawalTexts> = { en, sw };

export const withdrawalTexts = (language: Language) => TEXTS[language];

/**
 * A withdrawal's news by SMS in the reader's language, one GSM-7 part: the fundraiser's title is
 * cut ('..') to make room, down to nothing if the rest needs all of it.
 */
export function newsSms(language: Language, kind: NewsKind, facts: NewsSmsFacts, title: string) {
  const sms = TEXTS[language].sms;
  const write: SmsWords = kind === 'requested' ? sms.requested[facts.role] : sms[kind];
  const gsm = toGsm7(title) || '..';
  return cutToFit(gsm, 0, (t) => write(facts, t)) ?? write(facts, '..');
}
