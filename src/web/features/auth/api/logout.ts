import { API } from '#shared/api-paths.ts';
import { plain } from '#web/lib/api-client.ts';
import { firebaseSignOut } from '#web/lib/firebase.ts';
import { t } from '#web/lib/i18n.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { store } from '#web/lib/store.ts';
import { clearUserData } from '#web/lib/storage.ts';
import { userAtom } from '../auth.atoms.ts';
import { serverMessage, type AuthResult } from './auth-result.ts';

/** Clears every cookie page scripts can see, on this host and its parent domain (spec §4). */
function clearReadableCookies() {
  const host = location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

/**
 * Sign out: the server revokes the session and clears its HttpOnly cookies; Firebase signs out;
 * the user's cached data leaves the device. The state ends signed out even if the calls fail.
 */
export async function logout(): Promise<AuthResult> {
  let result: AuthResult;
  try {
    // The avatar menu (and so this module) is on every page; the schema loads when it is used.
    const [{ messageReplySchema }, answer] = await Promise.all([
      import('#shared/schemas/auth.schema.ts'),
      plain(API.logout, { method: 'POST', body: {} }),
    ]);
    const reply = messageReplySchema.parse(answer);
    result = { type: 'success', message: reply.message, data: undefined };
  } catch (err) {
    result = { type: 'error', message: serverMessage(err) ?? t('results.logoutFailed') };
  }
  await firebaseSignOut().catch(() => undefined);
  clearReadableCookies();
  queryClient.clear();
  await clearUserData();
  store.set(userAtom, { type: 'LOGOUT' });
  return result;
}
