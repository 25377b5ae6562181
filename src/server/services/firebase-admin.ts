import type { Provider } from '#shared/constants.ts';
import type { Env } from '../env.ts';

export interface SocialIdentity {
  uid: string;
  provider: Exclude<Provider, 'email'>;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export type SocialTokenVerifier = (idToken: string) => Promise<SocialIdentity | null>;

const PROVIDERS: Record<string, SocialIdentity['provider']> = {
  'google.com': 'google',
  'facebook.com': 'facebook',
  'twitter.com': 'twitter',
};

/**
 * Verifies Firebase ID tokens with firebase-admin, loaded on first use so the server starts fast.
 * firebase-admin trusts the (unsigned) tokens of the Auth emulator only when
 * FIREBASE_AUTH_EMULATOR_HOST is set, which env.ts forbids in production.
 */
export function createFirebaseVerifier(env: Env): SocialTokenVerifier {
  let auth: Promise<import('firebase-admin/auth').Auth> | undefined;
  const getAuthOnce = () =>
    (auth ??= (async () => {
      const { initializeApp, getApps } = await import('firebase-admin/app');
      const { getAuth } = await import('firebase-admin/auth');
      const app =
        getApps().find((a) => a.name === 'harambee') ??
        initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, 'harambee');
      return getAuth(app);
    })());

  return async (idToken) => {
    try {
      const decoded = await (await getAuthOnce()).verifyIdToken(idToken);
      const provider = PROVIDERS[decoded.firebase.sign_in_provider];
      if (!provider) return null;
      return {
        uid: decoded.uid,
        provider,
        email: decoded.email?.toLowerCase(),
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' ? decoded.name : undefined,
        picture: decoded.picture,
      };
    } catch {
      return null;
    }
  };
}
