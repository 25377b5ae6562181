import { createMiddleware } from 'hono/factory';
import type { Env } from '../env.ts';
import { ApiError } from './http-error.ts';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
const CROSS_SITE_MESSAGE = 'Cross-site requests are not accepted';

/**
 * Refuses a state-changing request another site's page made a browser send (CSRF), on top of the
 * cookies' SameSite=Strict: the photo upload, logout and every other write. Browsers say where a
 * request comes from (`Origin`, `Sec-Fetch-Site`); clients that are not browsers send neither and
 * prove themselves with a token instead. Outside production the Vite dev server and the tests run on
 * other local ports, so any localhost origin is accepted there. A page sent with
 * `Referrer-Policy: no-referrer` (a donation's, a pledger's) makes its own forms post `Origin: null`:
 * then `Sec-Fetch-Site` says whether it was this site, and without it the post is refused.
 */
export function crossSiteGuard(env: Env) {
  const allowed = (origin: string) =>
    origin === env.PUBLIC_URL || (env.NODE_ENV !== 'production' && LOCAL_ORIGIN.test(origin));
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.includes(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const fromSite = site === undefined ? undefined : site === 'same-origin' || site === 'none';
    const crossSite =
      origin && origin !== 'null' ? !allowed(origin) : origin === 'null' ? fromSite !== true : fromSite === false;
    if (crossSite) throw new ApiError(403, CROSS_SITE_MESSAGE);
    return next();
  });
}
