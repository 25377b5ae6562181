import { useTranslation } from 'react-i18next';
import { addNamespace } from '#web/lib/i18n.ts';
import { items } from '#web/locales/en/items.ts';

addNamespace('items', items);

/** The items' texts ('items' namespace), registered when the feature's code loads. */
export const useItemsTranslation = () => useTranslation('items');
