// Kiswahili texts of the details forms' photo picker ('wizard' namespace, keys under photos.).
import type { Catalogue } from '../catalogue.ts';
import type { wizardPhotos as enWizardPhotos } from '../en/wizard-photos.ts';

export const wizardPhotos: Catalogue<typeof enWizardPhotos> = {
  add: 'Ongeza picha',
  dropHint: 'Gusa ili uchague, au dondosha picha hapa',
  hint: 'PNG au JPEG, hadi MB {{mb}} kila moja, zisizozidi picha {{max}}. Picha kubwa za simu hupunguzwa ukubwa zenyewe.',
  preparing_one: 'Inaandaa picha…',
  preparing_other: 'Inaandaa picha {{count}}…',
  count: 'Picha {{count}} kati ya {{max}}',
  list: 'Picha ulizochagua',
  remove: 'Ondoa {{name}}',
  resized: '{{from}} → {{to}}',
  resizedLabel: 'imepunguzwa kutoka {{from}} hadi {{to}}',
  queued: 'Inasubiri kupakiwa',
  uploaded: 'Imepakiwa',
  uploading: 'Inapakia {{name}}: {{percent}}%',
};
