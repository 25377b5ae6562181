import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGE_COOKIE, requestLanguage, type Language } from '#shared/languages.ts';

/** The language a request asks for: this device's last choice (its cookie), then Accept-Language. */
export const languageOfRequest = (c: Context): Language =>
  requestLanguage(getCookie(c, LANGUAGE_COOKIE), c.req.header('accept-language'));
