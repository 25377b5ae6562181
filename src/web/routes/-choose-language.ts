import type { Language } from '#shared/languages.ts';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { saveSettings, settingsKeys } from '#web/features/settings/api/settings.ts';
import { switchLanguage } from '#web/lib/i18n.ts';
import { storeDeviceLanguage } from '#web/lib/language.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { store } from '#web/lib/store.ts';

/**
 * A language chosen with the header's, drawer's or footer's switch: this device speaks it at once,
 * and a signed-in account keeps it too, so the person's other devices follow. Offline, or if the
 * save fails, the device keeps the choice and the account its own until settings are saved.
 */
export async function chooseLanguage(language: Language) {
  storeDeviceLanguage(language);
  await switchLanguage(language);
  const user = store.get(userAtom);
  // An unverified sign-up the device remembers has no session, so no account to save it on.
  if (!user?.is_verified || user.language === language) return;
  try {
    const settings = await saveSettings({ language });
    queryClient.setQueryData(settingsKeys.mine(), settings);
    const current = store.get(userAtom);
    if (current) store.set(userAtom, { type: 'UPDATEUSER', user: { ...current, ...settings } });
  } catch {
    // Kept on the device; see above.
  }
}
