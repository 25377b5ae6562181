import { describe, expect, it } from 'vitest';
import { registerSchema, updateMeSchema } from './auth.schema.ts';
import { contactSchema } from './contact.schema.ts';
import { donationRequestSchema } from './donation.schema.ts';
import { fundraiserUpdateSchema } from './fundraiser-update.schema.ts';
import { individualDetailsSchema } from './fundraiser.schema.ts';
import { freeText, optionalText, requiredText } from './fields.ts';

// Free text is kept as typed, minus the invisible controls that reorder what is around them (D-154).

const CONTROLS = ['\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e'];
CONTROLS.push('\u2066', '\u2067', '\u2068', '\u2069', '\u061c', '\ufeff');

describe('the free-text primitives', () => {
  it.each(CONTROLS.map((c) => [c.codePointAt(0)!.toString(16), c]))('drops U+%s and keeps the text', (_, control) => {
    expect(requiredText('Required').parse(`Baraka${control} fees`)).toBe('Baraka fees');
    expect(optionalText().parse(`${control}Kisumu${control}`)).toBe('Kisumu');
    expect(freeText().parse(`a${control}b`)).toBe('ab');
  });

  it('reads a field of only controls and spaces as empty', () => {
    expect(requiredText('Required').safeParse('\u202e \u200b').error?.issues[0]?.message).toBe('Required');
    expect(optionalText().parse('\u2066\u2069 ')).toBeUndefined();
  });

  it('counts the length without the controls', () => {
    expect(requiredText('Required', 5).parse('\u202eabcde\u202c')).toBe('abcde');
  });

  it('keeps everything else people write: accents, emoji, Arabic, Kiswahili', () => {
    for (const text of ['Wanjikũ Mũthoni', 'Ada ya shule 🎓', 'مدرسة', 'Ng’ang’a']) {
      expect(requiredText('Required').parse(text)).toBe(text);
    }
  });
});

describe('every free-text field of the payloads', () => {
  const RLO = '\u202e';
  it('strips names, titles, stories, messages and updates', () => {
    const details = individualDetailsSchema.parse({
      fundraiser: 'f-1',
      fundraiser_title: `Fees ${RLO}gnp.exe`,
      fundraiser_details: `Story\u2067 told`,
      fundraiser_goal: 100,
    });
    expect([details.fundraiser_title, details.fundraiser_details]).toEqual(['Fees gnp.exe', 'Story told']);
    const account = registerSchema.safeParse({
      firstname: `Achi${RLO}eng`,
      lastname: `\u200bOdhiambo`,
      email_address: 'a@example.test',
      password: 'Str0ng!Pass',
      password_confirm: 'Str0ng!Pass',
    });
    expect(account.data).toMatchObject({ firstname: 'Achieng', lastname: 'Odhiambo' });
    expect(updateMeSchema.parse({ bio: `Teacher${RLO} in Nakuru` }).bio).toBe('Teacher in Nakuru');
    const donation = donationRequestSchema.parse({
      short_code: 'Abcd1234',
      amount: 100,
      phone: '0712345678',
      display_name: `${RLO}Wanjiku`,
      message: `Pole sana${RLO}`,
    });
    expect([donation.display_name, donation.message]).toEqual(['Wanjiku', 'Pole sana']);
    expect(
      donationRequestSchema.parse({ short_code: 'Abcd1234', amount: 100, phone: '0712345678', message: RLO }).message,
    ).toBeUndefined();
    expect(fundraiserUpdateSchema.parse({ body: `We${RLO} reached half` }).body).toBe('We reached half');
    const contact = { name: `Ama${RLO}ni`, email_address: 'a@example.test', topic: 'general', message: `Hi\ufeff` };
    expect(contactSchema.parse(contact)).toMatchObject({
      name: 'Amani',
      message: 'Hi',
    });
  });
});
