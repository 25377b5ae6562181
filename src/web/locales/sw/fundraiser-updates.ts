// The 'fundraiser-updates' namespace in Kiswahili: the organiser's update form and the Updates tab.

import type { Catalogue } from '../catalogue.ts';
import type { fundraiserUpdates as enFundraiserUpdates } from '../en/fundraiser-updates.ts';

export const fundraiserUpdates: Catalogue<typeof enFundraiserUpdates> = {
  tab: 'Habari mpya',
  listLabel: 'Habari mpya kutoka kwa mwandalizi',
  empty: 'Bado hakuna habari mpya. Mwandalizi ataweka habari hapa.',
  postedBy: 'Imeandikwa na {{name}}',
  loadMore: 'Onyesha zaidi',
  loading: 'Inapakia…',
  loadFailed: 'Imeshindikana kupakia habari mpya zaidi. Tafadhali jaribu tena.',
  formTitle: 'Chapisha habari mpya',
  formLead:
    'Waeleze wafadhili wako jinsi mambo yanavyoendelea. Habari mpya huonekana kwenye ukurasa wa harambee yako na hutumwa kwa barua pepe kwa wafadhili walioziomba.',
  body: 'Habari yako mpya',
  counter: 'Herufi {{count}} / {{max}}',
  post: 'Chapisha habari mpya',
  posting: 'Inachapisha…',
  offline: 'Uko nje ya mtandao. Habari yako mpya imehifadhiwa hapa: ichapishe tena ukirudi mtandaoni.',
  failed: 'Habari yako mpya haikuweza kuchapishwa. Tafadhali jaribu tena.',
};
