import { useTranslation } from 'react-i18next';
import { addNamespace } from '#web/lib/i18n.ts';
import { wizard } from '#web/locales/en/wizard.ts';

addNamespace('wizard', wizard);

/** The wizard's texts ('wizard' namespace), registered when the wizard's chunk loads. */
export const useWizardTranslation = () => useTranslation('wizard');
