// Michango ambayo M-Pesa bado haijathibitisha, kwenye /review (D-216).
export const unconfirmedReview = {
  title: 'Michango ambayo M-Pesa haijathibitisha',
  titleCount_one: 'Mchango {{count}} ambao M-Pesa haijathibitisha',
  titleCount_other: 'Michango {{count}} ambayo M-Pesa haijathibitisha',
  lead: 'Bado haijajibiwa siku moja baada ya ombi la M-Pesa, baada ya maswali yote ya hali. Tafuta kila mmoja kwenye tovuti ya M-Pesa kwa nambari, kiasi na saa; mchangiaji pia anaweza kuweka msimbo wake wa M-Pesa.',
  loading: 'Inapakia michango isiyothibitishwa…',
  failed: 'Michango isiyothibitishwa haikuweza kupakiwa.',
  empty: 'Kila mchango umepata jibu kutoka M-Pesa.',
  item: '{{amount}} kwa “{{title}}” kutoka {{phone}}',
  pushed: 'Ombi lilitumwa {{date}} · kumbukumbu {{reference}}',
  queries_one: 'M-Pesa imeulizwa mara {{count}} ({{late}} baadaye)',
  queries_other: 'M-Pesa imeulizwa mara {{count}} ({{late}} baadaye)',
  lastAnswer: 'Jibu la mwisho {{date}}: {{outcome}}',
  noAnswer: 'M-Pesa bado haijaulizwa.',
};
