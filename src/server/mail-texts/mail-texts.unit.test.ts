import { describe, expect, it } from 'vitest';
import { formatKes } from '#shared/kes.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import { mailTexts, type ReceiptFacts } from './index.ts';

// Every e-mail text exists in both languages (the type sees to it) and is translated: called with
// the same values, no Kiswahili subject or line is left equal to its English one.

const facts: ReceiptFacts = {
  test: false,
  amountMinor: 1_250_000,
  fundraiser: 'Karo ya Baraka',
  paidAt: '2026-11-22T09:30:00.000Z',
  mpesaReceipt: null,
  donorName: null,
  link: 'https://harambee.example/donations/d1',
};

/** Each text as a function of the values the test passes in, by its name. */
function render(texts: ReturnType<typeof mailTexts>) {
  const out: Record<string, string> = {};
  for (const [name, entry] of Object.entries(texts)) {
    if (typeof entry === 'function') {
      out[name] = (entry as (...a: unknown[]) => string)('Achieng');
      continue;
    }
    for (const [part, fn] of Object.entries(entry as Record<string, (...a: unknown[]) => string | string[]>)) {
      const value = name === 'receipt' ? fn(part === 'subject' ? false : facts) : fn('A', 'B', 'C');
      out[`${name}.${part}`] = Array.isArray(value) ? value.join('\n') : value;
    }
  }
  return out;
}

describe('mail texts', () => {
  it('are all translated into Kiswahili', () => {
    const en = render(mailTexts('en'));
    const sw = render(mailTexts('sw'));
    expect(Object.keys(sw)).toEqual(Object.keys(en));
    for (const key of Object.keys(en)) expect(sw[key], key).not.toBe(en[key]);
  });

  it("write amounts and dates in the language's locale", () => {
    const en = mailTexts('en').receipt.lines(facts).join('\n');
    const sw = mailTexts('sw').receipt.lines(facts).join('\n');
    expect(en).toContain(`Amount: ${formatKes(1_250_000, 'en')}`);
    expect(en).toContain(`Date: ${receiptDate(facts.paidAt, 'en')}`);
    expect(en).toContain('From: Anonymous');
    expect(sw).toContain(`Kiasi: ${formatKes(1_250_000, 'sw')}`);
    expect(sw).toContain(`Tarehe: ${receiptDate(facts.paidAt, 'sw')}`);
    expect(sw).toContain('Kutoka: Bila jina');
    expect(sw).toContain('Risiti ya M-Pesa: iko kwenye SMS yako ya M-Pesa');
  });
});
