import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import {
  changePasswordSchema,
  emailOnlySchema,
  resetPasswordSchema,
  updateMeSchema,
  userSchema,
} from '#shared/schemas/auth.schema.ts';
import { bearerSecurity, envelope, json, jsonBody, pick } from '../../lib/openapi.ts';

const tags = ['Accounts'];
const withUser = envelope(z.object({ user: userSchema }));
const statusMessage = z.object({ message: z.string(), status: z.literal('success') });

export const getMe = createRoute({
  method: 'get',
  path: API.me,
  tags,
  summary: 'The signed-in user',
  security: bearerSecurity,
  responses: { 200: json(withUser, 'The user'), ...pick(401) },
});

export const updateMe = createRoute({
  method: 'patch',
  path: API.me,
  tags,
  summary: 'Update names, mobile number, country code, bio or e-mail (not for Google accounts)',
  security: bearerSecurity,
  request: { body: jsonBody(updateMeSchema) },
  responses: { 200: json(withUser, 'Updated'), ...pick(400, 401, 409) },
});

export const changePassword = createRoute({
  method: 'post',
  path: API.changePassword,
  tags,
  summary: 'Change the password; other sessions are signed out',
  security: bearerSecurity,
  request: { body: jsonBody(changePasswordSchema) },
  responses: { 200: json(z.object({ message: z.string() }), 'Changed'), ...pick(400, 401, 429) },
});

export const forgotPassword = createRoute({
  method: 'post',
  path: API.forgotPassword,
  tags,
  summary: 'E-mail a single-use reset link (1 hour); the same answer for unknown e-mails',
  request: { body: jsonBody(emailOnlySchema) },
  responses: { 200: json(statusMessage, 'Accepted'), ...pick(400, 429) },
});

export const resetPassword = createRoute({
  method: 'post',
  path: API.resetPassword,
  tags,
  summary: 'Set a new password with the e-mailed token',
  request: { body: jsonBody(resetPasswordSchema) },
  responses: { 200: json(statusMessage, 'Password reset; every session signed out'), ...pick(400, 429) },
});
