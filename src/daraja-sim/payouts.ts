import { randomBytes } from 'node:crypto';
import {
  PAYOUT_LIMITS,
  PAYOUT_MAGIC_NUMBERS,
  PAYOUT_RESULT,
  PAYOUT_RESULT_DESCRIPTIONS,
  type PayoutResult,
  type ResultParameter,
} from '#shared/daraja-payouts.ts';
import type { CallbackSender } from './callbacks.ts';
import { isB2b, type AcceptedB2b, type AcceptedPayout } from './validate-payouts.ts';
import { createTimers } from './timers.ts';
import { randomText } from './tokens.ts';
import { darajaTimestamp } from '#shared/daraja.ts';
import { fromMinor, toMinor } from '#shared/kes.ts';

// B2C payouts as M-Pesa plays them (research §2.3–2.8): a result posted once to ResultURL a few
// seconds after the acknowledgement (with no delay, before the acknowledgement has reached the
// caller), a timeout echo for one magic number, none at all for another; the magic numbers of
// PAYOUT_MAGIC_NUMBERS. In memory only.

export type PayoutOutcome = (typeof PAYOUT_MAGIC_NUMBERS)[keyof typeof PAYOUT_MAGIC_NUMBERS] | 'paid' | 'refused';

export interface Payout {
  request: AcceptedPayout;
  conversationId: string;
  transactionId: string;
  outcome: PayoutOutcome;
  resultCode: number;
  /** The name M-Pesa holds for the recipient (ReceiverPartyPublicName after the number). */
  recipientName: string;
  /** The utility account's funds once it was paid (what its result reports). */
  utilityAfter: number;
  /** Whether money moved (what tests count). */
  paid: boolean;
  /** Whether M-Pesa has finished with it (a query before then learns nothing). */
  final: boolean;
  at: Date;
}

/** What the recipient's M-Pesa registration says: personal data, stored by the product, never public. */
export const SIM_RECIPIENT_NAME = 'JOHN DOE';

/** The utility account's funds before any payout (the docs' sample balance). */
const UTILITY_FLOAT_KES = 8_959_269.6;

/** Paybills' public names (a B2B result's ReceiverPartyPublicName); any other is a test biller. */
const SIM_PAYBILL_NAMES: Record<string, string> = {
  '400200': 'KENYATTA NATIONAL HOSPITAL',
  '222111': 'MOI GIRLS HIGH SCHOOL',
};
export const simPaybillName = (paybill: string) => SIM_PAYBILL_NAMES[paybill] ?? 'TEST BILLER';

// Like the docs' receipts for B2C (SG632NMUAB): ten capitals and digits.
const receipt = () => `SG${randomText(8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`;
const conversationId = () =>
  `AG_${new Date().toISOString().slice(0, 10).replaceAll('-', '')}_${randomBytes(10).toString('hex')}`;

/** dd.MM.yyyy HH:mm:ss in Nairobi time, as B2C results write it (research §2.3 Q4). */
function completedAt(at: Date) {
  const eat = new Date(at.getTime() + 3 * 3600 * 1000).toISOString();
  return `${eat.slice(8, 10)}.${eat.slice(5, 7)}.${eat.slice(0, 4)} ${eat.slice(11, 19)}`;
}

function outcomeOf(request: AcceptedPayout, initiatorOk: boolean): { outcome: PayoutOutcome; code: number } {
  if (!initiatorOk) return { outcome: 'refused', code: PAYOUT_RESULT.initiatorInvalid };
  if (request.Amount < PAYOUT_LIMITS.minKes) return { outcome: 'refused', code: PAYOUT_RESULT.belowMinimum };
  if (request.Amount > PAYOUT_LIMITS.maxKes) return { outcome: 'refused', code: PAYOUT_RESULT.aboveMaximum };
  const magic = PAYOUT_MAGIC_NUMBERS[request.PartyB as keyof typeof PAYOUT_MAGIC_NUMBERS];
  if (magic === 'utilityEmpty') return { outcome: magic, code: PAYOUT_RESULT.utilityEmpty };
  if (magic === 'unsupportedCustomer') return { outcome: magic, code: PAYOUT_RESULT.unsupportedCustomer };
  return { outcome: magic ?? 'paid', code: PAYOUT_RESULT.paid };
}

/** A B2B result as Daraja's BusinessPayBill page shows it: strings, a 14-digit time, ReferenceItem a list. */
function b2bResultBody(payout: Payout, request: AcceptedB2b): PayoutResult {
  const parameters: ResultParameter[] = [
    { Key: 'Amount', Value: request.Amount.toFixed(2) },
    { Key: 'TransCompletedTime', Value: darajaTimestamp(payout.at) },
    { Key: 'DebitPartyCharges', Value: '' },
    { Key: 'ReceiverPartyPublicName', Value: `${request.PartyB} - ${payout.recipientName}` },
    { Key: 'Currency', Value: 'KES' },
    { Key: 'DebitPartyAffectedAccountBalance', Value: 'Working Account|KES|346568.83|6186.83|340382.00|0.00' },
  ];
  return {
    Result: {
      ResultType: '0',
      ResultCode: String(payout.resultCode),
      ResultDesc: PAYOUT_RESULT_DESCRIPTIONS[payout.resultCode] ?? '',
      OriginatorConversationID: request.OriginatorConversationID,
      ConversationID: payout.conversationId,
      TransactionID: payout.transactionId,
      ...(payout.paid && { ResultParameters: { ResultParameter: parameters } }),
      ReferenceData: {
        ReferenceItem: [
          { Key: 'BillReferenceNumber', Value: request.AccountReference },
          { Key: 'QueueTimeoutURL', Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2bresults/v1/submit' },
        ],
      },
    },
  };
}

export function resultBody(payout: Payout): PayoutResult {
  const { request } = payout;
  if (isB2b(request)) return b2bResultBody(payout, request);
  const parameters: ResultParameter[] = [
    { Key: 'TransactionAmount', Value: request.Amount },
    { Key: 'TransactionReceipt', Value: payout.transactionId },
    { Key: 'ReceiverPartyPublicName', Value: `${request.PartyB} - ${payout.recipientName}` },
    { Key: 'TransactionCompletedDateTime', Value: completedAt(payout.at) },
    { Key: 'B2CUtilityAccountAvailableFunds', Value: payout.utilityAfter },
    { Key: 'B2CWorkingAccountAvailableFunds', Value: 1199371.0 },
    { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
    { Key: 'B2CChargesPaidAccountAvailableFunds', Value: -1980.0 },
  ];
  return {
    Result: {
      ResultType: 0,
      ResultCode: payout.resultCode,
      ResultDesc: PAYOUT_RESULT_DESCRIPTIONS[payout.resultCode] ?? '',
      OriginatorConversationID: request.OriginatorConversationID,
      ConversationID: payout.conversationId,
      // Present on failures too (research §2.3).
      TransactionID: payout.transactionId,
      ...(payout.paid && { ResultParameters: { ResultParameter: parameters } }),
      ReferenceData: {
        ReferenceItem: {
          Key: 'QueueTimeoutURL',
          Value: 'https://internalsandbox.safaricom.co.ke/mpesa/b2cresults/v1/submit',
        },
      },
    },
  };
}

export interface Payouts {
  /** 'duplicate' for an OriginatorConversationID already seen (Daraja refuses it). */
  start(request: AcceptedPayout, initiatorOk: boolean): Payout | 'duplicate';
  find(id: { OriginalConversationID?: string; TransactionID?: string }): Payout | undefined;
  /** Newest first. */
  list(): Payout[];
  /** The utility account's funds now: what B2C and B2B pay from. */
  utilityFunds(): number;
  /** Sets the name M-Pesa holds for a number (a test or a demo registering its recipient). */
  register(msisdn: string, name: string): void;
  /** The name M-Pesa holds for a number (C2B callbacks carry it too). */
  nameOf(msisdn: string): string;
  close(): void;
}

export function createPayouts({
  payoutDelayMs,
  callbacks,
}: {
  payoutDelayMs: number;
  callbacks: CallbackSender;
}): Payouts {
  const all: Payout[] = [];
  const names = new Map<string, string>();
  // A sandbox-sized float, less what has been paid out (B2C and B2B alike, for simplicity).
  const utilityFunds = () =>
    fromMinor(toMinor(UTILITY_FLOAT_KES - all.filter((p) => p.paid).reduce((sum, p) => sum + p.request.Amount, 0)));
  const { later, clear } = createTimers();

  return {
    start(request, initiatorOk) {
      if (all.some((p) => p.request.OriginatorConversationID === request.OriginatorConversationID)) return 'duplicate';
      const { outcome, code } = outcomeOf(request, initiatorOk);
      const payout: Payout = {
        request,
        conversationId: conversationId(),
        transactionId: receipt(),
        outcome,
        resultCode: code,
        utilityAfter: 0,
        recipientName: isB2b(request)
          ? simPaybillName(request.PartyB)
          : (names.get(request.PartyB) ?? SIM_RECIPIENT_NAME),
        paid: false,
        final: false,
        at: new Date(),
      };
      all.push(payout);
      const post = () => callbacks.send(request.ResultURL, resultBody(payout), payout.conversationId);
      later(payoutDelayMs, () => {
        payout.final = true;
        payout.paid = code === PAYOUT_RESULT.paid;
        payout.utilityAfter = utilityFunds();
        payout.at = new Date();
        if (outcome === 'paidNoResult' || outcome === 'paidDespiteInternalError') return;
        if (outcome === 'paidAfterTimeout') {
          // The timeout echoes the request itself, SecurityCredential and all (research §2.4).
          callbacks.send(request.QueueTimeOutURL, request, payout.conversationId);
          return;
        }
        post();
        if (outcome === 'paidResultTwice') later(300, post);
      });
      return payout;
    },
    find: ({ OriginalConversationID, TransactionID }) =>
      all.find(
        (p) =>
          (OriginalConversationID && p.request.OriginatorConversationID === OriginalConversationID) ||
          (TransactionID && p.paid && p.transactionId === TransactionID),
      ),
    list: () => [...all].reverse(),
    utilityFunds,
    register: (msisdn, name) => void names.set(msisdn, name.toUpperCase()),
    nameOf: (msisdn) => names.get(msisdn) ?? SIM_RECIPIENT_NAME,
    close: clear,
  };
}
