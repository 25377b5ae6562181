import { z } from 'zod';
import { LIMITS } from '#shared/constants.ts';
import { MSG } from '#shared/messages.ts';
import { resetPasswordSchema, updateMeSchema } from '#shared/schemas/auth.schema.ts';
import { email, optionalText, requiredText } from '#shared/schemas/fields.ts';

// The demo's forms check what the real profile would, with the shared field rules and messages;
// only the shape differs (the demo saves nothing, so no current password, no token).

const { mobile_number, country_code, bio } = updateMeSchema.shape;

export const demoProfileSchema = z.object({
  firstname: requiredText(MSG.firstnameRequired, LIMITS.nameMax),
  lastname: requiredText(MSG.lastnameRequired, LIMITS.nameMax),
  email_address: email(),
  /** Spec §2: the demo's role is free text. */
  role: optionalText(),
  country_code,
  mobile_number,
  bio,
});
export type DemoProfileInput = z.input<typeof demoProfileSchema>;

/** Spec §2: the demo's Account Settings ask for the new password and its confirmation only. */
export const demoPasswordSchema = z
  .object({
    new_password: resetPasswordSchema.shape.new_password,
    password_confirm: resetPasswordSchema.shape.password_confirm,
  })
  .refine((v) => v.new_password === v.password_confirm, {
    error: MSG.passwordsMustMatch,
    path: ['password_confirm'],
  });
export type DemoPasswordInput = z.input<typeof demoPasswordSchema>;
