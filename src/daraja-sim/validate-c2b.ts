import { C2B_FORBIDDEN_URL_WORDS, type C2bRegisterRequest, type C2bSimulateRequest } from '#shared/daraja-c2b.ts';
import { invalid, isCallbackUrl, run, type Checked, type Field } from './validate.ts';

// The C2B requests' checks, in Daraja's field order and words. BillRefNumber is free text the
// customer types, up to 20 characters; buy goods (a till) has none.

const shortcode: Field = (t) => t !== undefined && /^\d{5,7}$/.test(t);
// Daraja's Register URL requirements refuse these words anywhere in a URL, in any case.
const callbackUrl: Field = (t) =>
  t !== undefined && isCallbackUrl(t) && !C2B_FORBIDDEN_URL_WORDS.some((word) => t.toLowerCase().includes(word));

const registerChecks: Record<string, Field> = {
  ShortCode: shortcode,
  // Sentence case and well spelled, says Daraja: "completed" is refused.
  ResponseType: (t) => t === 'Completed' || t === 'Cancelled',
  ConfirmationURL: callbackUrl,
  ValidationURL: callbackUrl,
};

export function checkRegister(body: unknown): Checked<C2bRegisterRequest> {
  const checked = run(body, registerChecks);
  if (checked.kind === 'invalid') return checked;
  return { kind: 'valid', value: checked.value as unknown as C2bRegisterRequest };
}

// M-Pesa's per-transaction ceiling, as for STK.
const MAX_AMOUNT = 250_000;

const simulateChecks: Record<string, Field> = {
  ShortCode: shortcode,
  CommandID: (t) => t === 'CustomerPayBillOnline' || t === 'CustomerBuyGoodsOnline',
  // "Only whole numbers are supported."
  Amount: (t) => t !== undefined && /^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= MAX_AMOUNT,
  Msisdn: (t) => t !== undefined && /^254[17]\d{8}$/.test(t),
};

export function checkSimulate(body: unknown): Checked<C2bSimulateRequest> {
  const checked = run(body, simulateChecks);
  if (checked.kind === 'invalid') return checked;
  const raw = (body as Record<string, unknown>).BillRefNumber;
  const ref = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const payBill = checked.value.CommandID === 'CustomerPayBillOnline';
  if (ref.length > 20 || (payBill && ref.trim() === '')) return { kind: 'invalid', failure: invalid('BillRefNumber') };
  const fields = checked.value as unknown as Omit<C2bSimulateRequest, 'Amount' | 'BillRefNumber'>;
  return { kind: 'valid', value: { ...fields, Amount: Number(checked.value.Amount), BillRefNumber: ref } };
}
