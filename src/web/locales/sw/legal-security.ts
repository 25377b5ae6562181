// Sera ya Usalama (the Security Policy) in Kiswahili; blocks and link tags as in en/legal-security.ts.

import type { Catalogue } from '../catalogue.ts';
import type { security as enSecurity } from '../en/legal-security.ts';

export const security: Catalogue<typeof enSecurity> = {
  title: 'Sera ya Usalama',
  lead: 'Jinsi tunavyolinda akaunti yako, data yako na pesa zako, na jinsi ya kutujulisha kuhusu tatizo la usalama.',
  sections: {
    money: {
      title: 'Kulinda michango',
      blocks: [
        'Kila harambee hukaguliwa kabla haijaanza kuonekana kwa umma. Michango huhifadhiwa kwenye akaunti ya amana (escrow) na kwa kawaida hutolewa kwa mwandalizi siku 5-7 za kazi baada ya kila mchango, jambo linalotupa muda wa kuzuia na kurejesha pesa zilizotumwa kwa harambee ya ulaghai.',
        'Michango hulipwa kwa M-Pesa: Harambee haioni wala haihifadhi PIN yako ya M-Pesa kamwe.',
      ],
    },
    encryption: {
      title: 'Usimbaji fiche',
      blocks: [
        'Mawasiliano yote kati ya kifaa chako na Harambee husimbwa kwa njia fiche yanaposafiri, kwa HTTPS (TLS). Vidakuzi vyetu vya kuingia ni HttpOnly, Secure na SameSite=Strict, kwa hiyo programu za ukurasa (scripts) haziwezi kuvisoma na tovuti nyingine haziwezi kuvitumia. Tazama <cookies>Sera yetu ya Vidakuzi</cookies>.',
      ],
    },
    passwords: {
      title: 'Manenosiri na kuingia',
      blocks: [
        'Hatuhifadhi nenosiri lako kamwe. Tunahifadhi tu hashi iliyoongezwa chumvi (salt) iliyotengenezwa kwa argon2id, algoriti iliyoundwa ili hashi zikiibwa, kuzivunja kuchukue muda mrefu sana.',
        'Akaunti mpya lazima zithibitishe anwani yao ya barua pepe kwa msimbo wa tarakimu 6. Majaribio ya kuingia yanayoshindwa mara kwa mara hupunguzwa kasi, na viungo vya kuweka nenosiri jipya huacha kufanya kazi baada ya muda mfupi.',
      ],
    },
    storage: {
      title: 'Mahali data yako inapohifadhiwa',
      blocks: [
        'Data yako huhifadhiwa kwenye seva zilizo nchini Kenya. Ni wafanyakazi wanaohitaji data binafsi kwa kazi yao tu wanaoweza kuifikia. Tunahifadhi data kwa muda ambao <privacy>Sera yetu ya Faragha</privacy> inasema tu.',
      ],
    },
    breaches: {
      title: 'Jambo likienda vibaya',
      blocks: [
        'Uvujaji wa data binafsi ukihatarisha haki zako, tunaijulisha Ofisi ya Kamishna wa Ulinzi wa Data ndani ya saa 72 tangu tulipougundua, kama Sheria ya Ulinzi wa Data, 2019 inavyotaka. Pia tunawajulisha walioathirika bila kuchelewa kusiko kwa lazima, tukieleza kilichotokea na wanachoweza kufanya.',
      ],
    },
    yourPart: {
      title: 'Jinsi unavyoweza kujilinda',
      blocks: [
        [
          'tumia nenosiri imara ambalo hulitumii mahali pengine popote;',
          'usimpe mtu yeyote nenosiri lako, msimbo wa uthibitisho wala PIN yako ya M-Pesa. Wafanyakazi wa Harambee hawatakuomba kamwe;',
          'hakikisha kwamba anwani iliyo kwenye kivinjari chako ni yetu kabla ya kuingia;',
          'ondoka kwenye akaunti yako ukitumia kifaa unachoshiriki na watu wengine;',
          'changia tu kupitia ukurasa wa harambee kwenye Harambee, kamwe usitume pesa kwa nambari uliyotumiwa kwenye ujumbe.',
        ],
      ],
    },
    reporting: {
      title: 'Kuripoti udhaifu wa kiusalama',
      blocks: [
        'Ukiamini kwamba umegundua udhaifu wa kiusalama kwenye Harambee, tafadhali tujulishe kupitia <contact>fomu yetu ya mawasiliano</contact> na uchague mada “Tatizo la kiufundi au la usalama”. Eleza:',
        [
          'tatizo lenyewe na mahali lilipo;',
          'hatua za kulirudia;',
          'kile ambacho mshambulizi angeweza kufanikisha kwalo.',
        ],
        'Tafadhali tenda kwa nia njema: usifikie, usibadilishe wala usifute data za watu wengine, usivuruge huduma, usitumie hila za kuwadanganya watu (social engineering), na utupe muda wa kutosha kurekebisha tatizo kabla ya kumweleza mtu yeyote. Hatutachukua hatua za kisheria dhidi ya utafiti uliofanywa kwa nia hii.',
        'Tunathibitisha kupokea ripoti yako ndani ya saa 48 na tunakujulisha maendeleo tunapolirekebisha. Ili kuripoti harambee ya kutiliwa shaka badala ya tatizo la kiufundi, chagua mada “Ripoti harambee au mtumiaji”.',
      ],
    },
  },
};
