import { describe, expect, it } from 'vitest';
import { pledgeReminderMail } from '../../../mail-texts/pledge-reminder.ts';
import { manualChoice } from './remind-now.ts';

// What a reminder sent by hand asks for (D-235), and the reminder e-mail's words (D-234).

const monthly = {
  amount_minor: 300_000,
  paid_minor: 0,
  due_date: '2026-12-10',
  instalments: 3,
  period: 'monthly' as const,
};

describe('a reminder sent by hand', () => {
  it('asks for the next instalment before anything is due', () => {
    expect(manualChoice(monthly, '2026-12-01')).toEqual({
      slot: 'manual:2026-12-01',
      occasion: 'before',
      dueDate: '2026-12-10',
      amountMinor: 100_000,
    });
    expect(manualChoice({ ...monthly, paid_minor: 150_000 }, '2026-12-20')).toMatchObject({
      occasion: 'before',
      dueDate: '2027-01-10',
      amountMinor: 50_000,
    });
  });

  it('asks for what is due today, or late since the last date that passed', () => {
    expect(manualChoice(monthly, '2026-12-10')).toMatchObject({
      occasion: 'due',
      dueDate: '2026-12-10',
      amountMinor: 100_000,
    });
    expect(manualChoice(monthly, '2027-01-20')).toMatchObject({
      occasion: 'after',
      dueDate: '2027-01-10',
      amountMinor: 200_000,
    });
  });
});

describe('the reminder e-mail', () => {
  const facts = {
    occasion: 'after' as const,
    amountMinor: 250_000,
    dueDate: '2026-12-24',
    title: 'School fees for Amani',
    link: 'https://harambee.ke/p/ABCDEFGHJKLM?t=abc',
    paybill: '174379',
    account: 'AB12CD34-7',
    shortcode: '22384',
  };

  it('says what was due and when, the link, the paybill line and how to stop, in both languages', () => {
    const en = pledgeReminderMail.en.lines(facts).join('\n');
    expect(en).toContain('was due on 24 December 2026');
    expect(en).toContain('Pay now with M-Pesa: https://harambee.ke/p/ABCDEFGHJKLM?t=abc');
    expect(en).toContain('business number 174379, account AB12CD34-7');
    expect(en).toContain('text STOP to 22384');
    const sw = pledgeReminderMail.sw.lines({ ...facts, occasion: 'due' }).join('\n');
    expect(sw).toContain('inadaiwa leo.');
    expect(sw).toContain('Lipa sasa kwa M-Pesa: https://harambee.ke/p/ABCDEFGHJKLM?t=abc');
    expect(sw).toContain('tuma ACHA kwa 22384');
    expect(pledgeReminderMail.sw.subject('Amani')).toBe('Kumbusho: ahadi yako kwa Amani');
  });
});
