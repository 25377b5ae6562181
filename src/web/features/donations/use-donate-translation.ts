import { useTranslation } from 'react-i18next';
import { addNamespace } from '#web/lib/i18n.ts';
import { donate } from '#web/locales/en/donate.ts';

addNamespace('donate', donate);

/** The donation texts ('donate' namespace), registered when the donation feature's code loads. */
export const useDonateTranslation = () => useTranslation('donate');
