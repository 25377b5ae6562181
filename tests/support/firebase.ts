import { inject } from 'vitest';

/**
 * Signs a fake identity into the Firebase Auth emulator, as the Google/Facebook/X popup would,
 * and returns the ID token the web app then sends to /users/social-register/.
 */
export async function emulatorIdToken(opts: {
  providerId: 'google.com' | 'facebook.com' | 'twitter.com';
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}) {
  const host = inject('firebaseEmulatorHost');
  const claims = { sub: opts.sub, email: opts.email, email_verified: opts.emailVerified ?? true, name: opts.name };
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=${opts.providerId}`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`Emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
