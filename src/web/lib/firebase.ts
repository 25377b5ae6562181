import type { Auth } from 'firebase/auth';
import { clientConfig } from './config.ts';

export type SocialProvider = 'google' | 'facebook' | 'twitter';

let auth: Promise<Auth> | undefined;

/** Firebase is loaded only when a social button is pressed: it is big and most visitors never need it. */
export function firebaseAuth(): Promise<Auth> {
  auth ??= (async () => {
    const [{ initializeApp }, authModule, config] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      clientConfig(),
    ]);
    const app = initializeApp({
      apiKey: config.firebase.api_key,
      authDomain: config.firebase.auth_domain,
      projectId: config.firebase.project_id,
    });
    const instance = authModule.getAuth(app);
    if (config.firebase.auth_emulator_url) {
      authModule.connectAuthEmulator(instance, config.firebase.auth_emulator_url, { disableWarnings: true });
    }
    return instance;
  })();
  auth.catch(() => (auth = undefined));
  return auth;
}

/** Opens the provider's popup and returns the signed-in Firebase user and its ID token. */
export async function signInWithProvider(provider: SocialProvider) {
  const authModule = await import('firebase/auth');
  const instance = await firebaseAuth();
  const providers = {
    google: () => new authModule.GoogleAuthProvider(),
    facebook: () => new authModule.FacebookAuthProvider(),
    twitter: () => new authModule.TwitterAuthProvider(),
  };
  const credential = await authModule.signInWithPopup(instance, providers[provider]());
  return { user: credential.user, idToken: await credential.user.getIdToken() };
}

/** The spec's "further cleanup call" at logout: sign Firebase out too, if it was ever loaded. */
export async function firebaseSignOut() {
  if (!auth) return;
  const [{ signOut }, instance] = await Promise.all([import('firebase/auth'), auth]);
  await signOut(instance);
}
