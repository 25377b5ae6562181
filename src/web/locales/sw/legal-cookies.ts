// Sera ya Vidakuzi (the Cookie Policy) in Kiswahili; blocks and link tags as in en/legal-cookies.ts.

import type { Catalogue } from '../catalogue.ts';
import type { cookies as enCookies } from '../en/legal-cookies.ts';

export const cookies: Catalogue<typeof enCookies> = {
  title: 'Sera ya Vidakuzi',
  lead: 'Harambee hutumia vidakuzi vinavyohitajika tu ili uendelee kuwa umeingia na kukumbuka lugha yako. Hakuna ufuatiliaji, hakuna matangazo.',
  sections: {
    whatAreCookies: {
      title: 'Vidakuzi ni nini',
      blocks: [
        'Vidakuzi (cookies) ni faili ndogo za maandishi ambazo tovuti huomba kivinjari chako kuzihifadhi na kuzirudisha unapotembelea tena. Vinaweza kuwa vya lazima, vinavyokuweka ukiwa umeingia, au vya hiari, vinavyofuatilia unachofanya kwa ajili ya takwimu au matangazo.',
      ],
    },
    cookiesWeUse: {
      title: 'Vidakuzi tunavyotumia',
      blocks: [
        'Tunatumia vidakuzi vya lazima tu: viwili vinavyokuweka ukiwa umeingia kwa usalama, kimoja kinachofunga akaunti mpya na kivinjari ilimofunguliwa hadi barua pepe yake ithibitishwe, na kimoja kinachokumbuka lugha uliyochagua.',
        {
          head: ['Kidakuzi', 'Kazi yake', 'Muda wake unaisha'],
          rows: [
            ['access_token', 'Huthibitisha kwamba umeingia kwa kila ombi', 'Saa 24'],
            ['refresh_token', 'Huhuisha kuingia kwako muda wa kidakuzi cha access_token unapoisha', 'Siku 7'],
            [
              'verify_attempt',
              'Huruhusu kivinjari hiki pekee kukamilisha usajili kwa msimbo tunaotuma kwa barua pepe; hutumwa tu pamoja na maombi ya usajili',
              'Siku 7',
            ],
            ['harambee_lang', 'Hukumbuka kama ulichagua Kiingereza au Kiswahili; hakina kingine', 'Mwaka 1'],
          ],
        },
        'Vidakuzi vya kuingia na vya usajili ni HttpOnly (programu za ukurasa, yaani scripts, haziwezi kuvisoma), Secure (hutumwa tu kupitia miunganisho iliyosimbwa kwa njia fiche) na SameSite=Strict (havitumwi kamwe pamoja na maombi yanayoanzishwa na tovuti nyingine). Vidakuzi vya kuingia huwekwa tu baada ya kuingia na hufutwa unapoondoka. Kidakuzi cha lugha huwekwa tu unapochagua lugha, ili kurasa tunazotuma ziwe tayari katika lugha hiyo.',
      ],
    },
    noTracking: {
      title: 'Hakuna vidakuzi vya ufuatiliaji wala vya matangazo',
      blocks: [
        'Hatutumii vidakuzi vya takwimu, vya ufuatiliaji, vya kuchambua tabia zako wala vya matangazo, na haturuhusu wahusika wengine kuweka vidakuzi kupitia kurasa zetu. Ndiyo sababu hatuonyeshi bango la vidakuzi: hakuna cha hiari cha kukubali.',
        'Ukichagua kuingia kupitia Google, Facebook au X, dirisha la kuingia la mtoa huduma huyo linaongozwa na sera yake mwenyewe ya vidakuzi.',
      ],
    },
    deviceStorage: {
      title: 'Hifadhi nyingine kwenye kifaa chako',
      blocks: [
        'Harambee ni programu ya wavuti unayoweza kusakinisha kwenye simu, inayoendelea kufanya kazi hata mtandao ukiwa dhaifu. Kwa ajili hiyo huhifadhi baadhi ya data kwenye hifadhi ya ndani ya kivinjari chako (local storage) na IndexedDB. Hivi si vidakuzi na havitumwi kwetu kamwe kiotomatiki:',
        [
          'jina lako na barua pepe yako ukiwa umeingia, au akaunti mpya ikisubiri msimbo wake wa uthibitisho;',
          'rasimu za fomu unazojaza, kama harambee ambayo bado hujaiwasilisha;',
          'nakala za kurasa na harambee ulizotazama, ili zifunguke hata ukiwa nje ya mtandao;',
          'picha zinazosubiri kupakiwa mtandao wako utakaporudi;',
          'ulipojibu mara ya mwisho “Si sasa” kuhusu kusakinisha programu, ili tusikuulize tena kwa wiki mbili;',
          'faili za programu yenyewe, ili ifunguke haraka.',
        ],
        'Ukiondoka, data ya akaunti yako hufutwa kwenye hifadhi hii. Unaweza kufuta iliyobaki wakati wowote katika mipangilio ya tovuti kwenye kivinjari chako.',
      ],
    },
    managingCookies: {
      title: 'Kudhibiti vidakuzi',
      blocks: [
        'Unaweza kuzuia au kufuta vidakuzi katika mipangilio ya kivinjari chako. Ukizuia vidakuzi vyetu vya kuingia hutaweza kuingia, lakini bado utaweza kutazama harambee.',
      ],
    },
    changesContact: {
      title: 'Mabadiliko na mawasiliano',
      blocks: [
        'Tukitaka kutumia kidakuzi kisicho cha lazima, tutasasisha sera hii kwanza na kuomba ridhaa yako kabla ya kukiweka.',
        'Una maswali kuhusu vidakuzi? Tuandikie kupitia <contact>fomu yetu ya mawasiliano</contact>. Soma zaidi kuhusu jinsi tunavyoshughulikia data binafsi katika <privacy>Sera yetu ya Faragha</privacy>.',
      ],
    },
  },
};
