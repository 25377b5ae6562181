import { API } from '#shared/api-paths.ts';
import { userReplySchema, type User } from '#shared/schemas/auth.schema.ts';
import { plain } from '#web/lib/api-client.ts';
import { signInWithProvider, type SocialProvider } from '#web/lib/firebase.ts';
import { t } from '#web/lib/i18n.ts';
import { store } from '#web/lib/store.ts';
import { userAtom } from '../auth.atoms.ts';
import { failure, type AuthResult } from './auth-result.ts';

/**
 * The provider's popup, then social-register with the verified ID token (spec §7). `fallback` is
 * what a failure without a provider code or server message says (the wizard's is 'Login failed').
 */
export async function socialLogin(
  provider: SocialProvider,
  fallback = t('results.firebaseFailed'),
): Promise<AuthResult<User>> {
  let signedIn;
  try {
    signedIn = await signInWithProvider(provider);
  } catch (err) {
    // Spec §8: the provider's invalid-credential code in words; any other code as it came.
    const code = (err as { code?: string }).code;
    return { type: 'error', message: code === 'auth/invalid-credential' ? t('results.incorrect') : (code ?? fallback) };
  }
  const [firstname, ...rest] = (signedIn.user.displayName ?? '').split(' ');
  try {
    const body = {
      id_token: signedIn.idToken,
      firstname: firstname || undefined,
      lastname: rest.join(' ') || undefined,
      email_address: signedIn.user.email ?? undefined,
      uid: signedIn.user.uid,
      photoURL: signedIn.user.photoURL ?? undefined,
      provider,
    };
    const reply = userReplySchema.parse(await plain(API.socialRegister, { method: 'POST', body }));
    store.set(userAtom, { type: 'LOGIN', user: reply.data.user });
    return { type: 'success', message: reply.message, data: reply.data.user };
  } catch (err) {
    return failure(err, fallback);
  }
}
