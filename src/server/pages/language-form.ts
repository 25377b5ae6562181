import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { isLanguage, LANGUAGE_COOKIE } from '#shared/languages.ts';
import { sitePath } from '#shared/site-path.ts';
import type { AppEnv, Deps } from '../deps.ts';

// The language switch on a page the server drew (components/layout/language-switch.tsx): a plain
// form, so it works before or without JavaScript. It keeps the choice as the device's cookie and
// sends the visitor back to the page, drawn again in that language.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function refererPath(referer: string | undefined, publicUrl: string) {
  try {
    const url = new URL(referer ?? '');
    // Same origin, and still a plain path of ours (`https://site//evil.example` has the path `//evil.example`).
    return url.origin === new URL(publicUrl).origin ? sitePath(url.pathname + url.search) : null;
  } catch {
    return null;
  }
}

export async function postLanguageForm(c: Context<AppEnv>, deps: Deps) {
  const form = await c.req.parseBody();
  if (isLanguage(form.to))
    setCookie(c, LANGUAGE_COOKIE, form.to, {
      path: '/',
      maxAge: YEAR_SECONDS,
      sameSite: 'Lax',
      secure: deps.env.PUBLIC_URL.startsWith('https:'),
    });
  return { redirect: sitePath(form.back) ?? refererPath(c.req.header('referer'), deps.env.PUBLIC_URL) ?? '/' };
}
