import { z } from 'zod';
import { LIMITS, PROVIDERS, ROLES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { anyPassword, email, freeText, optionalText, requiredText, strongPassword } from './fields.ts';
import { LANGUAGES } from '../languages.ts';

/** The confirmation must equal the password field `key`; the message sits on password_confirm. */
const confirms =
  <K extends string>(key: K) =>
  (v: Record<K | 'password_confirm', string>) =>
    v[key] === v.password_confirm;
const mismatch = { error: MSG.passwordsMustMatch, path: ['password_confirm'] };

const signUpFields = {
  firstname: requiredText(MSG.firstnameRequired, LIMITS.nameMax),
  lastname: requiredText(MSG.lastnameRequired, LIMITS.nameMax),
  email_address: email(),
  password: strongPassword(),
  password_confirm: z
    .string({ error: MSG.passwordConfirmRequired })
    .min(1, { error: MSG.passwordConfirmRequired, abort: true }),
};

/** POST /users/register/. The API records terms_accepted when sent but does not require it. */
export const registerSchema = z
  .object({ ...signUpFields, terms_accepted: z.boolean().optional() })
  .refine(confirms('password'), mismatch);
export type RegisterInput = z.input<typeof registerSchema>;

/** The wizard's sign-up form, where the terms checkbox must be ticked. */
export const wizardSignUpSchema = z
  .object({
    ...signUpFields,
    terms_accepted: z.literal(true, { error: MSG.termsRequired }),
  })
  .refine(confirms('password'), mismatch);

/** The sign-in form. */
export const loginFormSchema = z.object({
  email_address: email(MSG.loginEmailRequired, MSG.loginEmailInvalid),
  password: anyPassword(),
});

/** POST /users/login/: `email_address`, or `email` as the spec's other reading. */
export const loginSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !('email_address' in v) && 'email' in v
      ? { ...v, email_address: (v as { email: unknown }).email }
      : v,
  loginFormSchema,
);
export type LoginInput = z.output<typeof loginSchema>;

export const verificationCode = () =>
  z
    .string({ error: MSG.codeRequired })
    .trim()
    .min(1, { error: MSG.codeRequired, abort: true })
    .regex(/^\d{6}$/, { error: MSG.codeLength });

export const verifyAccountSchema = z.object({
  email_address: email(),
  verification_code: verificationCode(),
});

export const emailOnlySchema = z.object({ email_address: email() });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: MSG.invalidResetToken }).min(1, { error: MSG.invalidResetToken }),
    new_password: strongPassword(),
    password_confirm: z
      .string({ error: MSG.passwordConfirmRequired })
      .min(1, { error: MSG.passwordConfirmRequired, abort: true }),
  })
  .refine(confirms('new_password'), mismatch);

export const changePasswordSchema = z
  .object({
    current_password: anyPassword(),
    new_password: strongPassword(),
    password_confirm: z
      .string({ error: MSG.passwordConfirmRequired })
      .min(1, { error: MSG.passwordConfirmRequired, abort: true }),
  })
  .refine(confirms('new_password'), mismatch);

/**
 * POST /users/social-register/. `uid` and `provider` are accepted for the spec's shape but never
 * trusted: the server takes both from the verified Firebase ID token.
 */
export const socialRegisterSchema = z.object({
  id_token: z.string({ error: MSG.socialTokenInvalid }).min(1, { error: MSG.socialTokenInvalid }),
  firstname: optionalText(LIMITS.nameMax),
  lastname: optionalText(LIMITS.nameMax),
  email_address: z.preprocess((v) => (v === '' || v === null ? undefined : v), email().optional()),
  photoURL: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .url({ protocol: /^https?$/ })
      .max(2048)
      .optional(),
  ),
  uid: z.string().optional(),
  provider: z.string().optional(),
});

/**
 * PATCH /users/me/. A new e-mail takes the current password: a stolen session alone must not be
 * able to move the account to another inbox (and then reset the password from there).
 */
export const updateMeSchema = z
  .object({
    firstname: requiredText(MSG.firstnameRequired, LIMITS.nameMax).optional(),
    lastname: requiredText(MSG.lastnameRequired, LIMITS.nameMax).optional(),
    email_address: email().optional(),
    mobile_number: z
      .string()
      .trim()
      .regex(/^(\+?\d{7,15})?$/, { error: 'Enter a valid mobile number' })
      .nullable()
      .optional(),
    country_code: z
      .string()
      .trim()
      .regex(/^(\+\d{1,4})?$/, { error: 'Enter a valid country code, like +254' })
      .nullable()
      .optional(),
    bio: freeText().max(LIMITS.bioMax, { error: MSG.bioMax }).nullable().optional(),
    current_password: z.string().max(LIMITS.passwordMax, { error: MSG.currentPasswordWrong }).optional(),
  })
  .refine((v) => v.email_address === undefined || Boolean(v.current_password), {
    error: MSG.currentPasswordRequired,
    path: ['current_password'],
  });

/** POST /users/me/email/confirm/: the code mailed to the new address. */
export const confirmEmailChangeSchema = z.object({ verification_code: verificationCode() });

/** POST /users/undo-email-change/: the token from the link mailed to the old address. */
export const undoEmailChangeSchema = z.object({
  token: z
    .string({ error: MSG.invalidUndoToken })
    .min(1, { error: MSG.invalidUndoToken })
    .max(200, { error: MSG.invalidUndoToken }),
});

export const refreshSchema = z.object({ refresh: z.string().optional() });

/** The user as every auth call returns it (section 3). */
export const userSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  full_name: z.string(),
  email_address: z.string(),
  is_verified: z.boolean(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  mobile_number: z.string().nullable(),
  country_code: z.string().nullable(),
  bio: z.string().nullable(),
  photo_url: z.string().nullable(),
  photoURL: z.string().nullable(),
  uid: z.string().nullable(),
  provider: z.enum(PROVIDERS),
  role: z.enum(ROLES),
  // The account's settings (/dashboard/settings), so a new device learns the language at sign-in.
  language: z.enum(LANGUAGES),
  notification_emails: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

// Answers, read by the web app and declared by the server's routes with these same objects.

/** A write whose answer is only its message (resend code, undo an e-mail change, logout). */
export const messageReplySchema = z.object({ message: z.string() });

/** Forgot and reset password. */
export const successReplySchema = z.object({ message: z.string(), status: z.literal('success') });

/** Sign-up, sign-in, verification, social sign-in and GET /users/me/. */
export const userReplySchema = z.object({ message: z.string(), data: z.object({ user: userSchema }) });

/** A second sign-up of an unverified address: the server tells nothing of the account. */
export const registerWarningSchema = z.object({ message: z.string(), status: z.literal('warning') });

/** POST /token/refresh/; `refresh` only when the client sent it in the body. */
export const tokenReplySchema = z.object({ access: z.string(), refresh: z.string().optional() });
