import { useTranslation } from 'react-i18next';
import { addNamespace } from '#web/lib/i18n.ts';
import { itemOffer } from '#web/locales/en/item-offer.ts';

addNamespace('item-offer', itemOffer);

/** The offer form's texts ('item-offer' namespace), registered when its chunk loads. */
export const useOfferTranslation = () => useTranslation('item-offer');
