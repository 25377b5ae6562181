import { API } from '#shared/api-paths.ts';
import { MSG } from '#shared/messages.ts';
import {
  messageReplySchema,
  registerWarningSchema,
  successReplySchema,
  userReplySchema,
  type LoginInput,
  type RegisterInput,
  type User,
} from '#shared/schemas/auth.schema.ts';
import { plain } from '#web/lib/api-client.ts';
import { t } from '#web/lib/i18n.ts';
import { store } from '#web/lib/store.ts';
import { userAtom } from '../auth.atoms.ts';
import { failure, statusOf, serverMessage, type AuthResult } from './auth-result.ts';

// A second sign-up of an unverified address (200) tells nothing of the account.
const registerReplySchema = registerWarningSchema.or(userReplySchema);

/** Sign in. A 403 is the spec's warning with the user data, which is not signed in. */
export async function login(input: LoginInput): Promise<AuthResult<User>> {
  try {
    const reply = userReplySchema.parse(await plain(API.login, { method: 'POST', body: input }));
    store.set(userAtom, { type: 'LOGIN', user: reply.data.user });
    return { type: 'success', message: reply.message, data: reply.data.user };
  } catch (err) {
    if (statusOf(err) === 403) return { type: 'warning', message: MSG.verifyEmailWarning };
    return failure(err, t('results.loginFailed'));
  }
}

/** What a failed sign-up says without a server message: the sign-up page's words, or the wizard's (§8). */
interface RegisterWording {
  failed: string;
  unexpected: string;
}

const signUpWording = (): RegisterWording => ({
  failed: t('results.registrationFailed'),
  unexpected: t('results.unableToCreate'),
});

/** Sign up. A warning (an unverified account) is shown without setting the user. */
export async function register(input: RegisterInput, wording = signUpWording()): Promise<AuthResult<User>> {
  try {
    const reply = registerReplySchema.parse(await plain(API.register, { method: 'POST', body: input }));
    if ('status' in reply) return { type: 'warning', message: reply.message };
    store.set(userAtom, { type: 'REGISTER', user: reply.data.user });
    return { type: 'success', message: reply.message, data: reply.data.user };
  } catch (err) {
    return failure(err, statusOf(err) ? wording.failed : wording.unexpected);
  }
}

export async function verifyAccount(email_address: string, verification_code: string): Promise<AuthResult<User>> {
  try {
    const reply = userReplySchema.parse(
      await plain(API.verifyAccount, { method: 'POST', body: { email_address, verification_code } }),
    );
    store.set(userAtom, { type: 'LOGIN', user: reply.data.user });
    return { type: 'success', message: reply.message, data: reply.data.user };
  } catch (err) {
    const status = statusOf(err);
    if (status === 401) return { type: 'warning', message: MSG.otpExpired };
    if (status === 400) return { type: 'warning', message: serverMessage(err) ?? t('results.invalidRequest') };
    return failure(err, t('results.verificationFailed'));
  }
}

export async function resendCode(email_address: string): Promise<AuthResult> {
  try {
    const reply = messageReplySchema.parse(await plain(API.resendCode, { method: 'POST', body: { email_address } }));
    return { type: 'success', message: reply.message, data: undefined };
  } catch (err) {
    return failure(err, t('results.verificationRequestFailed'));
  }
}

export async function forgotPassword(email_address: string): Promise<AuthResult> {
  try {
    const reply = successReplySchema.parse(
      await plain(API.forgotPassword, { method: 'POST', body: { email_address } }),
    );
    return { type: 'success', message: reply.message, data: undefined };
  } catch (err) {
    return failure(err, statusOf(err) ? t('results.forgotFailed') : t('results.unableToSendReset'));
  }
}

export async function resetPassword(token: string, new_password: string): Promise<AuthResult> {
  try {
    // The spec's form sends the same new password twice.
    const body = { token, new_password, password_confirm: new_password };
    const reply = successReplySchema.parse(await plain(API.resetPassword, { method: 'POST', body }));
    return { type: 'success', message: reply.message, data: undefined };
  } catch (err) {
    return failure(err, statusOf(err) ? t('results.resetFailed') : t('results.unableToReset'));
  }
}

/** Cancels (or undoes) an e-mail change with the token from the link mailed to the old address. */
export async function undoEmailChange(token: string): Promise<AuthResult> {
  try {
    const reply = messageReplySchema.parse(await plain(API.undoEmailChange, { method: 'POST', body: { token } }));
    // An undone change signed every session out, this device's included.
    if (reply.message === MSG.emailChangeUndone) store.set(userAtom, { type: 'LOGOUT' });
    return { type: 'success', message: reply.message, data: undefined };
  } catch (err) {
    return failure(err, t('auth.undoFailed'));
  }
}
