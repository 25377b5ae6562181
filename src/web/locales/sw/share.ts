// Share tools: WhatsApp, Facebook, X, copy link, the share sheet and the QR code (Kiswahili).
import type { Catalogue } from '../catalogue.ts';
import type { share as enShare } from '../en/share.ts';

export const share: Catalogue<typeof enShare> = {
  heading: 'Shiriki harambee hii',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  newTab: 'Inafunguka kwenye kichupo kipya',
  copy: 'Nakili kiungo',
  copied: 'Kiungo kimenakiliwa',
  copyManual: 'Nakili kiungo hiki',
  copyManualHint: 'Kivinjari chako hakikuturuhusu kukinakili. Chagua kiungo na ukinakili mwenyewe.',
  shareSheet: 'Shiriki…',
  qr: 'Msimbo wa QR',
  qrTitle: 'Msimbo wa QR wa harambee hii',
  qrLabel: 'Msimbo wa QR wa {{url}}',
  qrHint: 'Ukiuchanganua, harambee hii inafunguka. Uchapishe au uuonyeshe kwenye simu yako.',
  qrLoading: 'Tunatengeneza msimbo wa QR…',
  qrFailed: 'Msimbo wa QR haukuweza kutengenezwa. Angalia mtandao wako kisha ujaribu tena.',
  download: 'Pakua msimbo wa QR',
};
