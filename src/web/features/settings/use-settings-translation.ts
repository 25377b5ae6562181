import { useTranslation } from 'react-i18next';
import { addNamespace } from '#web/lib/i18n.ts';
import { settings } from '#web/locales/en/settings.ts';

// The 'settings' namespace, added by whichever of its screens loads first: the settings page, or
// the phone form shown on a treasurer's invitation.
addNamespace('settings', settings);

export const useSettingsTranslation = () => useTranslation('settings');
