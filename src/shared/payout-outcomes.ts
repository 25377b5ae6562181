// What a payout's ResultCode means for the product (research §2.5, D-208). Only 0 is paid; codes
// that say M-Pesa will never pay this recipient fail the payout; codes about our own initiator or
// funding keep the withdrawal approved until that is fixed; anything else (17, the catch-all, and
// codes nobody documented) is no answer yet and is asked about with a Transaction Status query.

export type PayoutClass = 'paid' | 'failed' | 'funding' | 'configuration' | 'unknown';

const FAILED = ['2', '3', '4', '8', '2040', 'SFC_IC0003'];
// 2001 and 8006 lock the credential if repeated: every payout stops until a reviewer resumes them.
const CONFIGURATION = ['2001', '21', '2028', '8006'];

export function classifyPayoutResult(code: string | number): PayoutClass {
  const text = String(code).trim();
  if (text === '0') return 'paid';
  if (text === '1') return 'funding';
  if (FAILED.includes(text)) return 'failed';
  if (CONFIGURATION.includes(text)) return 'configuration';
  return 'unknown';
}

/** Why a payout failed, for the owner, by ResultCode (both languages: SMS, e-mail and the dashboard). */
export const PAYOUT_FAILURES: Record<string, { en: string; sw: string }> = {
  '2': {
    en: 'M-Pesa refused an amount below its minimum',
    sw: 'M-Pesa imekataa kiasi kilicho chini ya kiwango cha chini',
  },
  '3': { en: 'M-Pesa refused an amount above its maximum', sw: 'M-Pesa imekataa kiasi kilicho juu ya kiwango cha juu' },
  '4': {
    en: "The recipient's daily M-Pesa limit would be exceeded",
    sw: 'Kikomo cha siku cha M-Pesa cha mpokeaji kingezidishwa',
  },
  '8': {
    en: "The recipient's M-Pesa balance would go above its maximum",
    sw: 'Salio la M-Pesa la mpokeaji lingezidi kiwango cha juu',
  },
  '2040': {
    en: 'The number is not registered for M-Pesa',
    sw: 'Nambari hii haijasajiliwa kwa M-Pesa',
  },
  SFC_IC0003: { en: 'The number does not exist', sw: 'Nambari hii haipo' },
  // Daraja refused the payout's own details (D-244): a paybill account or number it does not take.
  '400.002.02': {
    en: 'M-Pesa refused the number or account of this payout',
    sw: 'M-Pesa imekataa nambari au akaunti ya malipo haya',
  },
};

export const payoutFailureText = (code: string, language: 'en' | 'sw') =>
  PAYOUT_FAILURES[code]?.[language] ??
  (language === 'sw' ? `M-Pesa imekataa malipo (msimbo ${code})` : `M-Pesa refused the payout (code ${code})`);
