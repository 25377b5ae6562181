import { useTranslation } from 'react-i18next';
import { addNamespace } from '#web/lib/i18n.ts';
import { addMessages } from '#web/lib/translate-message.ts';
import { donate } from '#web/locales/en/donate.ts';

addNamespace('donate', donate);
// A pledge's Pay now may be refused in the server's words (D-232): said in the page's language.
addMessages('donate', 'pledgeMessages', donate.pledgeMessages);
// A request for a gift back may be refused in the server's words (D-256).
addMessages('donate', 'refundMessages', donate.refundMessages);
// A refund's claim (D-260).
addMessages('donate', 'refundClaimMessages', donate.refundClaimMessages);

/** The donation texts ('donate' namespace), registered when the donation feature's code loads. */
export const useDonateTranslation = () => useTranslation('donate');
