// /dashboard/settings in Kiswahili: language, notification e-mails, download my data, delete my account.
import type { Catalogue } from '../catalogue.ts';
import type { settings as enSettings } from '../en/settings.ts';

export const settings: Catalogue<typeof enSettings> = {
  title: 'Mipangilio',
  lead: 'Lugha yako, barua pepe tunazokutumia, taarifa zako na akaunti yako.',
  loading: 'Inapakia mipangilio yako…',
  loadFailed: 'Mipangilio yako haikuweza kupakiwa.',
  retry: 'Jaribu tena',
  preferences: 'Mapendeleo',
  language: 'Lugha',
  notificationEmails: 'Barua pepe za taarifa',
  notificationEmailsHint:
    'Habari kuhusu harambee zako, kama maamuzi ya ukaguzi na habari mpya. Barua pepe za usalama (misimbo, viungo vya kubadilisha nenosiri, mabadiliko ya anwani ya barua pepe) na risiti za michango hutumwa kila mara.',
  save: 'Hifadhi mipangilio',
  saving: 'Inahifadhi…',
  saveFailed: 'Mipangilio yako haikuweza kuhifadhiwa. Tafadhali jaribu tena.',
  offline: 'Uko nje ya mtandao. Unganisha intaneti kisha ujaribu tena.',
  yourData: 'Taarifa zako',
  dataText:
    'Pakua nakala ya taarifa ambazo Harambee inazo kukuhusu: akaunti yako, harambee zako na michango uliyotoa na kupokea, katika faili moja la JSON. Wafadhili waliochangia bila jina wanabaki bila jina ndani yake.',
  download: 'Pakua taarifa zangu',
  downloading: 'Inaandaa faili lako…',
  downloaded: 'Faili lako limepakuliwa.',
  downloadFailed: 'Taarifa zako hazikuweza kupakuliwa. Tafadhali jaribu tena.',
  deleteTitle: 'Futa akaunti yangu',
  deleteText:
    'Hili haliwezi kutenduliwa. Jina lako, anwani ya barua pepe, nambari ya simu, maelezo kukuhusu na picha yako vinafutwa, na unaondolewa kwenye akaunti katika vifaa vyote. Harambee zako zinazoendelea zinafungwa na kuacha kupokea michango; kurasa zake zinabaki, mwandalizi akionyeshwa kama Bila jina. Michango uliyotoa inabaki kwenye jumla za harambee kama Bila jina. Kumbukumbu za fedha ambazo sheria inatutaka tuzihifadhi zinahifadhiwa bila jina lako.',
  deleteOpen: 'Futa akaunti yangu…',
  dialogTitle: 'Futa akaunti yako?',
  dialogText: 'Kila kilichoorodheshwa kwenye ukurasa wa mipangilio kinafanyika mara moja, na hakiwezi kutenduliwa.',
  password: 'Nenosiri lako',
  socialReauth:
    'Uliingia kwa {{provider}}. Ukithibitisha, {{provider}} itakuomba uingie tena ili kuthibitisha kuwa ni wewe.',
  providers: { google: 'Google', facebook: 'Facebook', twitter: 'X' },
  confirmLabel: 'Andika DELETE ili kuthibitisha',
  confirmHint: 'Kwa herufi kubwa, kama inavyoonyeshwa.',
  cancel: 'Ghairi',
  confirmDelete: 'Futa akaunti yangu',
  deleting: 'Inafuta…',
  deleteFailed: 'Akaunti yako haikuweza kufutwa. Tafadhali jaribu tena.',
  reauthFailed: 'Kuingia hakukukamilika, kwa hivyo akaunti yako haikufutwa.',
  tooMany: 'Majaribio mengi mno. Tafadhali subiri dakika chache kisha ujaribu tena.',
  deleted: 'Akaunti yako imefutwa. Asante kwa kuwa sehemu ya Harambee.',
};
