// Pesa zilizokusanywa ana kwa ana (D-238) kwenye ukurasa wa harambee, kwa Kiswahili.
import type { Catalogue } from '../catalogue.ts';
import type { cash as enCash } from '../en/fundraiser-page-cash.ts';

export const cash: Catalogue<typeof enCash> = {
  including: 'zikiwemo {{amount}} zilizokusanywa ana kwa ana',
  mark: 'mchango wa ana kwa ana',
};
