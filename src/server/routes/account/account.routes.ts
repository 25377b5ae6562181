import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import {
  changePasswordSchema,
  confirmEmailChangeSchema,
  emailOnlySchema,
  messageReplySchema,
  resetPasswordSchema,
  successReplySchema as statusMessage,
  undoEmailChangeSchema,
  updateMeSchema,
  userReplySchema as withUser,
  userSchema,
} from '#shared/schemas/auth.schema.ts';
import { envelope, json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route, signedIn } = routesOf('Accounts');

export const getMe = signedIn('get', API.me, {
  summary: 'The signed-in user',
  responses: { 200: json(withUser, 'The user') },
});

export const updateMe = signedIn('patch', API.me, {
  summary: 'Update names, mobile number, country code and bio; start an e-mail change',
  description:
    'A new `email_address` needs `current_password` (not for Google accounts, nor for accounts ' +
    'without a password). The address does not change yet: a code goes to the new address ' +
    '(confirm it at `/users/me/email/confirm/`) and a notice with an undo link to the old one.',
  request: { body: jsonBody(updateMeSchema) },
  responses: {
    200: json(
      envelope(z.object({ user: userSchema, pending_email_address: z.string().optional() })),
      'Updated; `pending_email_address` when an e-mail change waits for its code',
    ),
    ...pick(400, 409, 429),
  },
});

export const confirmEmailChange = signedIn('post', API.confirmEmailChange, {
  summary: 'Confirm an e-mail change with the code sent to the new address (5 tries, 10 minutes)',
  request: { body: jsonBody(confirmEmailChangeSchema) },
  responses: { 200: json(withUser, 'The account now has the new address'), ...pick(400, 409, 429) },
});

export const undoEmailChange = route('post', API.undoEmailChange, {
  summary: 'Cancel an e-mail change with the link sent to the old address (once, 7 days)',
  description:
    'Before confirmation the change is cancelled. After it, the old address is restored, every ' +
    'session is signed out and every reset link voided.',
  request: { body: jsonBody(undoEmailChangeSchema) },
  responses: { 200: json(messageReplySchema, 'Cancelled or undone'), ...pick(400, 409, 429) },
});

export const changePassword = signedIn('post', API.changePassword, {
  summary: 'Change the password; other sessions are signed out',
  request: { body: jsonBody(changePasswordSchema) },
  responses: { 200: json(z.object({ message: z.string() }), 'Changed'), ...pick(400, 429) },
});

export const forgotPassword = route('post', API.forgotPassword, {
  summary: 'E-mail a single-use reset link (1 hour); the same answer for unknown e-mails',
  request: { body: jsonBody(emailOnlySchema) },
  responses: { 200: json(statusMessage, 'Accepted'), ...pick(400, 429) },
});

export const resetPassword = route('post', API.resetPassword, {
  summary: 'Set a new password with the e-mailed token',
  request: { body: jsonBody(resetPasswordSchema) },
  responses: { 200: json(statusMessage, 'Password reset; every session signed out'), ...pick(400, 429) },
});
