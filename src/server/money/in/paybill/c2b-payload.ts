import type { C2bPayment } from '#shared/daraja-c2b.ts';

// Reading what Daraja posts to the C2B URLs as it really comes (research §4.2): Safaricom's own
// sample is not valid JSON (missing commas, trailing commas), the amount is "10" or "10.00", the
// number masked or plain, and the account is whatever the donor typed.

/** The body as JSON, repairing the two faults Daraja's samples show; null when still unreadable. */
export function readC2bBody(text: string): Record<string, unknown> | null {
  const attempt = (t: string) => {
    try {
      const value = JSON.parse(t) as unknown;
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null;
    } catch {
      return undefined;
    }
  };
  const direct = attempt(text);
  if (direct !== undefined) return direct;
  const repaired = text
    // A value followed on the next line by a key, with no comma between them.
    .replace(/("|\d|true|false|null)(\s*\n\s*)"/g, '$1,$2"')
    // A comma before the closing brace.
    .replace(/,(\s*})/g, '$1');
  return attempt(repaired) ?? null;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** Every field as a string ('' when absent), as Daraja's documents type them. */
export function c2bFields(body: Record<string, unknown>): C2bPayment {
  const field = (name: keyof C2bPayment) => text(body[name]).trim();
  return {
    TransactionType: field('TransactionType'),
    TransID: field('TransID').toUpperCase(),
    TransTime: field('TransTime'),
    TransAmount: field('TransAmount'),
    BusinessShortCode: field('BusinessShortCode'),
    // Kept as typed: normalising it is the matcher's business, and a reviewer sees the original.
    BillRefNumber: text(body.BillRefNumber),
    InvoiceNumber: field('InvoiceNumber'),
    OrgAccountBalance: field('OrgAccountBalance'),
    ThirdPartyTransID: field('ThirdPartyTransID'),
    MSISDN: field('MSISDN'),
    FirstName: field('FirstName'),
    MiddleName: field('MiddleName'),
    LastName: field('LastName'),
  };
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();

/**
 * How a paybill donor is named in public: the first name and the last name's initial ('John D.'),
 * never more; null when M-Pesa gave no name (the donation is then anonymous).
 */
export function publicPaybillName(first: string, middle: string, last: string) {
  const firstName = first.split(/\s+/).find(Boolean);
  if (!firstName) return null;
  const lastName = last.trim() || middle.trim().split(/\s+/).at(-1) || '';
  const initial = lastName ? ` ${lastName.charAt(0).toUpperCase()}.` : '';
  return `${capitalised(firstName)}${initial}`;
}
