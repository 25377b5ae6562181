// Kiswahili texts of the 'for {name}' line and the words of support; see en/fundraiser-page-words.ts.
import type { Catalogue } from '../catalogue.ts';
import type { beneficiary as enBeneficiary, words as enWords } from '../en/fundraiser-page-words.ts';

export const beneficiary: Catalogue<typeof enBeneficiary> = {
  forName: 'Kwa ajili ya {{name}}',
  relationship: {
    parent: 'Mzazi wa mwandalizi',
    child: 'Mtoto wa mwandalizi',
    sibling: 'Ndugu wa mwandalizi',
    spouse: 'Mume au mke wa mwandalizi',
    relative: 'Jamaa wa mwandalizi',
    friend: 'Rafiki wa mwandalizi',
  },
  kind: {
    family: 'Harambee ya familia',
    friend: 'Harambee ya rafiki',
    other: 'Harambee ya mtu mwingine',
  },
};

export const words: Catalogue<typeof enWords> = {
  title: 'Maneno ya kutia moyo ({{count}})',
  showMore: 'Onyesha zaidi',
  loading: 'Inapakia…',
  loadFailed: 'Maneno zaidi ya kutia moyo hayakuweza kupakiwa. Angalia mtandao wako ujaribu tena.',
  ownerTitle: 'Maneno ya kutia moyo',
  ownerHint:
    'Ujumbe wa wafadhili unaonekana kwenye ukurasa wa harambee yako. Ficha wowote usiotaka uonekane; unaweza kuuonyesha tena wakati wowote.',
  ownerEmpty: 'Bado hakuna maneno ya kutia moyo. Yataonekana hapa wafadhili wakiandika ujumbe pamoja na mchango wao.',
  ownerLoadFailed: 'Maneno ya kutia moyo hayakuweza kupakiwa. Angalia mtandao wako ujaribu tena.',
  retry: 'Jaribu tena',
  hiddenMark: 'Yamefichwa kwenye ukurasa',
  hide: 'Ficha',
  show: 'Onyesha tena',
  hideLabel: 'Ficha maneno ya {{name}}, {{when}}',
  showLabel: 'Onyesha tena maneno ya {{name}}, {{when}}',
  changeFailed: 'Haikufanikiwa. Angalia mtandao wako ujaribu tena.',
};
