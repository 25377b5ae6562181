import { useTranslation } from 'react-i18next';
import { PLEDGE_MSG } from '#shared/pledges/pledge-constants.ts';
import { REMINDER_MSG } from '#shared/schemas/pledge-reminders.schema.ts';
import { addNamespace } from '#web/lib/i18n.ts';
import { addMessages } from '#web/lib/translate-message.ts';
import { pledges } from '#web/locales/en/pledges.ts';

addNamespace('pledges', pledges);
// The server answers in English; these are its pledge words, shown in the app's language.
addMessages('pledges', 'messages', PLEDGE_MSG);
addMessages('pledges', 'reminderMessages', REMINDER_MSG);

/** The pledge screens' texts ('pledges' namespace), registered when the feature loads. */
export const usePledgesTranslation = () => useTranslation('pledges');
