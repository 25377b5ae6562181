// The 'report' namespace in Kiswahili: 'Report this fundraiser', 'Report this item', and the reasons.
import type { Catalogue } from '../catalogue.ts';
import type { report as enReport } from '../en/report.ts';

const intro =
  'Tueleze kuna tatizo gani na ‘{{title}}’. Wakaguzi wetu huangalia kila ripoti. Huhitaji akaunti, na hatuhifadhi taarifa za aliyeituma.';

export const report: Catalogue<typeof enReport> = {
  pageTitle: 'Ripoti {{title}}',
  reason: 'Kuna tatizo gani?',
  details: 'Tueleze zaidi (si lazima)',
  detailsHint: 'Hadi herufi {{max}}. Usiweke nambari yako ya simu.',
  submit: 'Tuma ripoti',
  sentHeading: 'Asante',
  fundraiser: {
    heading: 'Ripoti harambee hii',
    intro,
    untitled: 'harambee hii',
    sent: 'Wakaguzi wetu wataiangalia harambee hii.',
    back: 'Rudi kwenye harambee',
    reasons: {
      scam: 'Ni utapeli au ulaghai',
      misleading: 'Maelezo au lengo ni la kupotosha',
      offensive: 'Inaudhi au inavunja sheria',
      duplicate: 'Inanakili harambee nyingine',
      other: 'Jambo lingine',
    },
  },
  item: {
    heading: 'Ripoti bidhaa hii',
    intro,
    untitled: 'bidhaa hii',
    sent: 'Wakaguzi wetu wataiangalia bidhaa hii.',
    back: 'Rudi kwenye bidhaa',
    reasons: {
      scam: 'Ni utapeli, au bidhaa si halisi',
      misleading: 'Maelezo au picha ni za kupotosha',
      offensive: 'Inaudhi, si salama au ni kinyume cha sheria',
      duplicate: 'Inanakili ofa nyingine',
      other: 'Jambo lingine',
    },
  },
};
