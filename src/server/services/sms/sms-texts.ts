import type { Language } from '#shared/languages.ts';

// Every SMS's words, in English and Kiswahili (the recipient's language). Each fits one GSM-7
// part (160 characters, no curly quotes or emoji; sms-texts.unit.test.ts checks), as the spec's
// "Paybill, SMS and reconciliation" asks. Kiswahili words from docs/kiswahili-glossary.md.

export interface SmsTexts {
  phoneCode: (code: string) => string;
  /** `kes` already written with its thousands separated (4,000). */
  approvalCode: (code: string, kes: string) => string;
  destinationCode: (code: string) => string;
  /** `where`: 'M-Pesa 0712***678' or 'paybill 123456, account 42' (GSM-7 only). */
  destinationChanged: (where: string, hours: number) => string;
  /** The same change told to each treasurer (D-205). */
  treasurerDestinationChanged: (where: string, hours: number) => string;
  /** To the old number when a verified phone gives way to `to` ('0712***678', D-249). */
  phoneChanged: (to: string, hours: number) => string;
}

const en: SmsTexts = {
  phoneCode: (code) => `${code} is your Harambee code to confirm this phone number. It expires in 10 minutes.`,
  approvalCode: (code, kes) =>
    `${code} is your Harambee code to approve a withdrawal of KES ${kes}. Never share it. It expires in 10 minutes.`,
  destinationCode: (code) =>
    `${code} is your Harambee code to change where your fundraiser's money is paid. Never share it. Expires in 10 minutes.`,
  destinationChanged: (where, hours) =>
    `Harambee: withdrawals will now be paid to ${where}. None is paid for ${hours} hours. Not you? Contact us now.`,
  treasurerDestinationChanged: (where, hours) =>
    `Harambee: a fundraiser you are treasurer of will now be paid to ${where}. None is paid for ${hours} hours. Wrong? Contact us.`,
  phoneChanged: (to, hours) =>
    `Harambee: your phone for codes is now ${to}. Approvals wait ${hours} hours. Not you? Reply to our e-mail or contact us now.`,
};

const sw: SmsTexts = {
  phoneCode: (code) =>
    `${code} ni msimbo wako wa Harambee wa kuthibitisha nambari hii ya simu. Ni halali kwa dakika 10.`,
  approvalCode: (code, kes) =>
    `${code} ni msimbo wako wa Harambee wa kuidhinisha kutoa KES ${kes}. Usimpe mtu yeyote. Ni halali kwa dakika 10.`,
  destinationCode: (code) =>
    `${code} ni msimbo wako wa Harambee wa kubadilisha pesa za harambee zinapolipwa. Usimpe mtu. Ni halali kwa dakika 10.`,
  destinationChanged: (where, hours) =>
    `Harambee: pesa zitakazotolewa sasa zitalipwa kwa ${where}. Hakuna malipo kwa saa ${hours}. Si wewe? Wasiliana nasi sasa.`,
  treasurerDestinationChanged: (where, hours) =>
    `Harambee: pesa za harambee unayoiwekea hazina zitalipwa kwa ${where}. Hakuna malipo kwa saa ${hours}. Si sawa? Wasiliana nasi.`,
  phoneChanged: (to, hours) =>
    `Harambee: simu yako ya misimbo sasa ni ${to}. Idhini zinasubiri saa ${hours}. Si wewe? Wasiliana nasi sasa.`,
};

const TEXTS: Record<Language, SmsTexts> = { en, sw };

export const smsTexts = (language: Language): SmsTexts => TEXTS[language];
