// The 'contact' namespace in Kiswahili: the /contact-us page and its form.

import type { Catalogue } from '../catalogue.ts';
import type { contact as enContact } from '../en/contact.ts';

export const contact: Catalogue<typeof enContact> = {
  title: 'Wasiliana nasi',
  lead: 'Una maswali kuhusu harambee, mchango au akaunti yako? Tutumie ujumbe na mtu wa timu yetu ya msaada atakujibu.',
  promise: 'Tunajibu kila ujumbe ndani ya saa 48.',
  rights:
    'Maombi kuhusu data yako binafsi (kuiona, kuirekebisha au kuifuta) hujibiwa ndani ya siku 30. Chagua mada “Akaunti yangu au data binafsi”, na usome <privacy>Sera ya Faragha</privacy> yetu.',
  security:
    'Umegundua tatizo la usalama? Chagua “Tatizo la kiufundi au la usalama” na usome <security>Sera ya Usalama</security> yetu.',
  formTitle: 'Tutumie ujumbe',
  name: 'Jina lako',
  email: 'Anwani ya barua pepe',
  emailHint: 'Tutakujibu kupitia anwani hii.',
  topic: 'Mada',
  chooseTopic: 'Chagua mada',
  topics: {
    general: 'Swali la jumla',
    fundraiser: 'Kuanzisha au kusimamia harambee',
    donation: 'Mchango au kurejeshewa pesa',
    account: 'Akaunti yangu au data binafsi',
    technical: 'Tatizo la kiufundi au la usalama',
    report: 'Ripoti harambee au mtumiaji',
  },
  message: 'Ujumbe',
  counter: 'Herufi {{count}} / {{max}}',
  send: 'Tuma ujumbe',
  sending: 'Inatuma…',
  offline: 'Inaonekana uko nje ya mtandao. Ujumbe wako haukutumwa; tafadhali jaribu tena ukirudi mtandaoni.',
  failed: 'Ujumbe wako haukuweza kutumwa. Tafadhali jaribu tena.',
  tooMany: 'Ujumbe mwingi mno. Tafadhali subiri dakika chache kisha ujaribu tena.',
};
