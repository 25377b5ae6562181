import { useTranslation } from 'react-i18next';
import { PAYBILL_MSG } from '#shared/schemas/paybill.schema.ts';
import { DESTINATION_MSG } from '#shared/schemas/payout-destination.schema.ts';
import { PAYOUTS_REVIEW_MSG } from '#shared/schemas/payouts-review.schema.ts';
import { WITHDRAWAL_MSG } from '#shared/schemas/withdrawal.schema.ts';
import { IDENTITY_MSG } from '#shared/schemas/identity.schema.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { addMessages } from '#web/lib/translate-message.ts';
import { money } from '#web/locales/en/money.ts';

addNamespace('money', money);
// The server answers in English; these are its money words, shown in the app's language.
addMessages('money', 'messages.withdrawal', WITHDRAWAL_MSG);
addMessages('money', 'messages.destination', DESTINATION_MSG);
addMessages('money', 'messages.payouts', PAYOUTS_REVIEW_MSG);
addMessages('money', 'messages.paybill', PAYBILL_MSG);
addMessages('money', 'messages.identity', IDENTITY_MSG);

/** The money screens' texts ('money' namespace), registered when the feature loads. */
export const useMoneyTranslation = () => useTranslation('money');
