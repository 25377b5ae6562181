import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { errorsOf } from './field-errors.ts';
import {
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  updateMeSchema,
  verifyAccountSchema,
  wizardSignUpSchema,
} from './auth.schema.ts';

// Section 5 of the spec: sign-up, sign-in, verification code, reset password and profile rules.

const GOOD = 'Str0ng!Pass';
const signUp = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Achieng',
  lastname: 'Odhiambo',
  email_address: 'achieng@example.com',
  password: GOOD,
  password_confirm: GOOD,
  terms_accepted: true,
  ...overrides,
});
const withPassword = (password: string) => signUp({ password, password_confirm: password });

describe('registerSchema', () => {
  it('accepts a complete form and trims names', () => {
    const data = registerSchema.parse(signUp({ firstname: '  Achieng ', lastname: ' Odhiambo  ' }));
    expect(data).toEqual({ ...signUp(), firstname: 'Achieng', lastname: 'Odhiambo' });
  });

  it('trims and lower-cases the e-mail', () => {
    expect(registerSchema.parse(signUp({ email_address: '  Achieng.O@Example.COM ' })).email_address).toBe(
      'achieng.o@example.com',
    );
  });

  it('reports each missing field with the spec message, once', () => {
    expect(
      errorsOf(registerSchema, {
        firstname: '',
        lastname: '   ',
        email_address: '',
        password: '',
        password_confirm: '',
      }),
    ).toEqual({
      firstname: [MSG.firstnameRequired],
      lastname: [MSG.lastnameRequired],
      email_address: [MSG.emailRequired],
      password: [MSG.passwordRequired],
      password_confirm: [MSG.passwordConfirmRequired],
    });
  });

  it('reports absent fields as required too', () => {
    expect(errorsOf(registerSchema, {})).toEqual({
      firstname: [MSG.firstnameRequired],
      lastname: [MSG.lastnameRequired],
      email_address: [MSG.emailRequired],
      password: [MSG.passwordRequired],
      password_confirm: [MSG.passwordConfirmRequired],
    });
  });

  it('rejects an invalid e-mail', () => {
    expect(errorsOf(registerSchema, signUp({ email_address: 'not-an-email' }))).toEqual({
      email_address: [MSG.emailInvalid],
    });
  });

  it('puts a password mismatch on password_confirm', () => {
    expect(errorsOf(registerSchema, signUp({ password_confirm: 'Str0ng!Pasz' }))).toEqual({
      password_confirm: [MSG.passwordsMustMatch],
    });
  });

  it('does not require the terms (the API records them when sent)', () => {
    expect(errorsOf(registerSchema, signUp({ terms_accepted: false }))).toEqual({});
    expect(errorsOf(registerSchema, signUp({ terms_accepted: undefined }))).toEqual({});
  });
});

describe('password strength', () => {
  it.each([
    ['no lowercase letter', 'STR0NG!PASS'],
    ['no uppercase letter', 'str0ng!pass'],
    ['no digit', 'Strong!Pass'],
    ['no special character', 'Str0ngPass1'],
    ['a special character outside !@#$%^&*', 'Str0ng?Pass'],
    ['only 7 characters', 'Ab1!xyz'],
  ])('rejects a password with %s', (_, password) => {
    expect(errorsOf(registerSchema, withPassword(password))).toEqual({ password: [MSG.passwordStrength] });
  });

  it('accepts a valid password of exactly 8 characters', () => {
    expect(errorsOf(registerSchema, withPassword('Ab1!xyzw'))).toEqual({});
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*'])('accepts %s as the special character', (special) => {
    expect(errorsOf(registerSchema, withPassword(`Abcdef1${special}`))).toEqual({});
  });

  it('caps the length at 128 characters', () => {
    const max = `Ab1!${'x'.repeat(124)}`;
    expect(errorsOf(registerSchema, withPassword(max))).toEqual({});
    expect(errorsOf(registerSchema, withPassword(`${max}x`))).toEqual({
      password: ['Password must be at most 128 characters'],
    });
  });
});

describe('wizardSignUpSchema', () => {
  it('accepts the form when the terms are ticked', () => {
    expect(wizardSignUpSchema.parse(signUp()).terms_accepted).toBe(true);
  });

  it.each([false, undefined, 'true'])('requires terms_accepted to be true (got %s)', (terms_accepted) => {
    expect(errorsOf(wizardSignUpSchema, signUp({ terms_accepted }))).toEqual({ terms_accepted: [MSG.termsRequired] });
  });

  it('applies the same password rules', () => {
    expect(errorsOf(wizardSignUpSchema, signUp({ password: 'weakpass', password_confirm: 'weakpass' }))).toEqual({
      password: [MSG.passwordStrength],
    });
    expect(errorsOf(wizardSignUpSchema, signUp({ password_confirm: 'other' }))).toEqual({
      password_confirm: [MSG.passwordsMustMatch],
    });
  });
});

describe('loginSchema', () => {
  it('accepts email_address and lower-cases it', () => {
    expect(loginSchema.parse({ email_address: ' User@Example.com ', password: 'x' })).toEqual({
      email_address: 'user@example.com',
      password: 'x',
    });
  });

  it('reads `email` as an alias of email_address', () => {
    expect(loginSchema.parse({ email: 'USER@example.com', password: 'anything' })).toEqual({
      email_address: 'user@example.com',
      password: 'anything',
    });
  });

  it('prefers email_address when both are sent', () => {
    const data = loginSchema.parse({ email_address: 'a@example.com', email: 'b@example.com', password: 'x' });
    expect(data.email_address).toBe('a@example.com');
  });

  it('uses the sign-in messages', () => {
    expect(errorsOf(loginSchema, { email_address: '', password: '' })).toEqual({
      email_address: [MSG.loginEmailRequired],
      password: [MSG.passwordRequired],
    });
    expect(errorsOf(loginSchema, {})).toEqual({
      email_address: [MSG.loginEmailRequired],
      password: [MSG.passwordRequired],
    });
    expect(errorsOf(loginSchema, { email: 'nope', password: 'x' })).toEqual({
      email_address: [MSG.loginEmailInvalid],
    });
  });
});

describe('verifyAccountSchema', () => {
  const verify = (verification_code: unknown) => ({ email_address: 'a@example.com', verification_code });

  it('accepts a 6-digit code, trimmed', () => {
    expect(verifyAccountSchema.parse(verify(' 012345 '))).toEqual({
      email_address: 'a@example.com',
      verification_code: '012345',
    });
  });

  it.each(['', '   ', undefined])('requires a code (got %j)', (code) => {
    expect(errorsOf(verifyAccountSchema, verify(code))).toEqual({ verification_code: [MSG.codeRequired] });
  });

  it.each(['12345', '1234567', 'abcdef', '12 345'])('rejects %j as not 6 digits', (code) => {
    expect(errorsOf(verifyAccountSchema, verify(code))).toEqual({ verification_code: [MSG.codeLength] });
  });

  it('requires a valid e-mail', () => {
    expect(errorsOf(verifyAccountSchema, { email_address: 'x', verification_code: '123456' })).toEqual({
      email_address: [MSG.emailInvalid],
    });
  });
});

describe('resetPasswordSchema', () => {
  const reset = (overrides: Record<string, unknown> = {}) => ({
    token: 'tok',
    new_password: GOOD,
    password_confirm: GOOD,
    ...overrides,
  });

  it('accepts a strong password sent twice', () => {
    expect(resetPasswordSchema.parse(reset())).toEqual(reset());
  });

  it('puts a mismatch on password_confirm', () => {
    expect(errorsOf(resetPasswordSchema, reset({ password_confirm: `${GOOD}x` }))).toEqual({
      password_confirm: [MSG.passwordsMustMatch],
    });
  });

  it('applies the strength rule and message', () => {
    expect(errorsOf(resetPasswordSchema, reset({ new_password: 'password1', password_confirm: 'password1' }))).toEqual({
      new_password: [MSG.passwordStrength],
    });
  });

  it('requires the token', () => {
    expect(errorsOf(resetPasswordSchema, reset({ token: '' }))).toEqual({ token: [MSG.invalidResetToken] });
  });
});

describe('updateMeSchema', () => {
  it('accepts a bio of 200 characters and rejects 201', () => {
    expect(updateMeSchema.parse({ bio: 'b'.repeat(200) }).bio).toHaveLength(200);
    expect(errorsOf(updateMeSchema, { bio: 'b'.repeat(201) })).toEqual({ bio: [MSG.bioMax] });
  });

  it('counts the bio after trimming and allows clearing it', () => {
    expect(updateMeSchema.parse({ bio: `  ${'b'.repeat(200)}  ` }).bio).toBe('b'.repeat(200));
    expect(updateMeSchema.parse({ bio: null })).toEqual({ bio: null });
    expect(updateMeSchema.parse({})).toEqual({});
  });
});
