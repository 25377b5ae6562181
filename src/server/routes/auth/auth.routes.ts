import { API } from '#shared/api-paths.ts';
import {
  emailOnlySchema,
  loginSchema,
  messageReplySchema as messageOnly,
  refreshSchema,
  registerSchema,
  registerWarningSchema,
  socialRegisterSchema,
  tokenReplySchema,
  userReplySchema as withUser,
  verifyAccountSchema,
} from '#shared/schemas/auth.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { route } = routesOf('Accounts');

export const register = route('post', API.register, {
  summary: 'Create an account and e-mail a 6-digit verification code',
  request: { body: jsonBody(registerSchema) },
  responses: {
    201: json(withUser, 'Created; the code is on its way'),
    200: json(
      registerWarningSchema,
      'The e-mail has an unverified account: a code for this sign-up was sent (earlier codes still work)',
    ),
    ...pick(400, 409, 429),
  },
});

export const socialRegister = route('post', API.socialRegister, {
  summary: 'Sign in or sign up with a Firebase ID token (Google, Facebook, X)',
  request: { body: jsonBody(socialRegisterSchema) },
  responses: { 200: json(withUser, 'Signed in; cookies set'), ...pick(400, 401, 409) },
});

export const verifyAccount = route('post', API.verifyAccount, {
  summary: "Verify the e-mail with the 6-digit code of this browser's sign-up (10 minutes, 5 tries)",
  request: { body: jsonBody(verifyAccountSchema) },
  responses: {
    200: json(withUser, 'Verified and signed in; cookies set'),
    ...pick(400, 429),
    401: json(messageOnly, "The code expired: 'OTP expired'"),
  },
});

export const resendCode = route('post', API.resendCode, {
  summary: 'Send a new verification code',
  request: { body: jsonBody(emailOnlySchema) },
  responses: { 200: json(messageOnly, 'Sent (the same answer for unknown e-mails)'), ...pick(400, 429) },
});

export const login = route('post', API.login, {
  summary: 'Sign in with e-mail (email_address or email) and password',
  request: { body: jsonBody(loginSchema) },
  responses: {
    200: json(withUser, 'Signed in; cookies set'),
    403: json(withUser, "Right password, unverified e-mail: the spec's warning and data.user"),
    ...pick(400, 429),
  },
});

export const logout = route('post', API.logout, {
  summary: 'Sign out: revoke this session and clear both cookies',
  responses: { 200: json(messageOnly, "'Logout successful'") },
});

export const tokenRefresh = route('post', API.tokenRefresh, {
  summary: 'Rotate the refresh token (cookie, or `refresh` in the body) for a new access token',
  request: { body: { ...jsonBody(refreshSchema), required: false } },
  responses: {
    200: json(tokenReplySchema, 'New tokens; cookies set'),
    ...pick(401),
  },
});
