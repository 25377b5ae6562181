import { useTranslation } from 'react-i18next';
import { addNamespace } from '#web/lib/i18n.ts';
import { profile } from '#web/locales/en/profile.ts';

addNamespace('profile', profile);

/** The profile texts ('profile' namespace), shared by /dashboard/profile and /profile/demo. */
export const useProfileTranslation = () => useTranslation('profile');
