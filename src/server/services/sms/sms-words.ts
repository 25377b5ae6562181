import type { Language } from '#shared/languages.ts';
import type { Destination } from '#shared/schemas/payout-destination.schema.ts';

// How texts name a phone and a payout destination, in GSM-7 (no bullets) and in the reader's
// language: one home for the SMS, and the e-mails that say the same.

/** A link as texts write it, without the scheme (a few characters fewer): harambee.ke/dashboard. */
export const smsLink = (url: string) => url.replace(/^https?:\/\//, '');

/** Where organisers and treasurers approve and follow their money, as texts write it. */
export const smsDashboardLink = (publicUrl: string) => smsLink(`${publicUrl}/dashboard`);

/** A number as texts show it, masked: 0712***678. */
export const smsPhone = (msisdn: string) => `0${msisdn.slice(3, 6)}***${msisdn.slice(-3)}`;

const ACCOUNT: Record<Language, string> = { en: 'account', sw: 'akaunti' };

/** M-Pesa 0712***678, or paybill 123456, account 42 (akaunti 42 in Kiswahili). */
export const smsDestination = (d: Destination, language: Language) =>
  d.kind === 'mpesa' ? `M-Pesa ${smsPhone(d.phone)}` : `paybill ${d.paybill}, ${ACCOUNT[language]} ${d.account}`;
