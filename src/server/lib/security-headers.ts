import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from '../env.ts';

/**
 * Strict CSP for the app: only our own scripts, plus what Firebase's sign-in popup needs (its
 * auth domain in a frame, Google's token endpoints, and the Auth emulator when one is configured).
 * Styles allow inline because Ionic's web components set style attributes at run time. Images may
 * come from any https origin: social profile photos live on the providers' CDNs.
 */
function documentHeaders(env: Env) {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`] : [];
  const authDomain = `https://${env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`}`;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://apis.google.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: [
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
        ...emulator,
      ],
      frameSrc: [authDomain, ...emulator],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    // The sign-in popup talks back to this window; 'same-origin' would cut that link.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    // Images are shown in link previews by other sites' crawlers.
    crossOriginResourcePolicy: 'same-site',
  });
}

// A donation's page and a pledge's (D-241: `/p/{id}?t=` and the API's `/pledges/{id}/?t=`).
const SECRET_ADDRESS = /^\/((api\/)?donations\/[^/]+|p\/[^/]+|api\/pledges\/[^/]+)\/?$/;

/** Built scripts and stylesheets, and uploaded photos (always WebP or JPEG): never documents. */
const SUBRESOURCE = /^\/(assets\/[^/]+\.(js|css)|media\/.+\.(webp|jpe?g))$/;

/**
 * The document headers above on every answer but scripts, stylesheets and photos, which get only
 * the two that apply to them: a CSP or a frame rule does nothing on a script, and on a 3G page that
 * loads twenty of them the repeated kilobyte of headers each was a fifth of what they weighed.
 */
export function securityHeaders(env: Env) {
  const documents = documentHeaders(env);
  return createMiddleware(async (c, next) => {
    if (!SUBRESOURCE.test(c.req.path)) {
      await documents(c, next);
      // A donation's page: its address is the secret that shows it, so no link on it may pass it on.
      if (SECRET_ADDRESS.test(c.req.path)) c.header('Referrer-Policy', 'no-referrer');
      return;
    }
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cross-Origin-Resource-Policy', 'same-site');
  });
}
