import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { LANGUAGES } from '../languages.ts';
import { MSG } from '../messages.ts';

// /dashboard/settings: language, notification e-mails, the data export and account deletion.

/** The word the owner types to confirm deleting the account (exactly, in capitals). */
export const DELETE_CONFIRM_WORD = 'DELETE';

export const settingsSchema = z.object({
  language: z.enum(LANGUAGES),
  notification_emails: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PATCH /users/me/settings/: either setting, or both. */
export const updateSettingsSchema = z
  .object({
    language: z.enum(LANGUAGES, { error: MSG.languageInvalid }).optional(),
    notification_emails: z.boolean({ error: MSG.notificationEmailsInvalid }).optional(),
  })
  .refine((v) => v.language !== undefined || v.notification_emails !== undefined, {
    error: MSG.settingsEmpty,
  });
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;

export const settingsReplySchema = z.object({
  message: z.string(),
  data: z.object({ settings: settingsSchema }),
});

/**
 * POST /users/me/delete/. An account with a password sends it; one without (Google, Facebook, X)
 * sends the ID token of a fresh sign-in with its provider instead. The server decides which is
 * needed; the confirmation word is always needed.
 */
export const deleteAccountSchema = z.object({
  confirm: z
    .string({ error: MSG.deleteConfirmWord })
    .refine((v) => v === DELETE_CONFIRM_WORD, { error: MSG.deleteConfirmWord }),
  password: z.string().max(LIMITS.passwordMax, { error: MSG.currentPasswordWrong }).optional(),
  id_token: z.string().max(8192, { error: MSG.deleteNeedsSignIn }).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** The web's delete form: the password is asked only of accounts that have one. */
export const deleteAccountFormSchema = (needsPassword: boolean) =>
  z.object({ confirm: z.string(), password: z.string() }).superRefine((v, ctx) => {
    if (needsPassword && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.deletePasswordRequired });
    }
    if (v.confirm !== DELETE_CONFIRM_WORD) {
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: MSG.deleteConfirmWord });
    }
  });
export type DeleteAccountFormValues = z.input<ReturnType<typeof deleteAccountFormSchema>>;
