// Sheria na Masharti (the Terms and Conditions) in Kiswahili; blocks and link tags as in en/legal-terms.ts.

import type { Catalogue } from '../catalogue.ts';
import type { terms as enTerms } from '../en/legal-terms.ts';

export const terms: Catalogue<typeof enTerms> = {
  title: 'Sheria na Masharti',
  lead: 'Kanuni za kutumia Harambee, iwe unaanzisha harambee, unachangia au unatazama tu.',
  sections: {
    acceptance: {
      title: 'Kukubali masharti haya',
      blocks: [
        'Masharti haya ni makubaliano kati yako na Harambee. Ukifungua akaunti, ukianzisha harambee au ukitoa mchango, unayakubali pamoja na <privacy>Sera yetu ya Faragha</privacy>. Ikiwa huyakubali, tafadhali usitumie jukwaa hili.',
        'Lazima uwe na umri wa angalau miaka 18 ili kutumia Harambee.',
        'Tunaweza kubadilisha masharti haya huduma yetu au sheria inapobadilika. Tutakujulisha kuhusu mabadiliko muhimu kabla hayajaanza kutumika; ukiendelea kutumia Harambee baada ya hapo, unakubali masharti mapya.',
      ],
    },
    platform: {
      title: 'Harambee ni nini',
      blocks: [
        'Harambee ni jukwaa la mtandaoni la kuchangisha pesa kwa ajili ya Kenya. Waandalizi huanzisha harambee kwa ajili yao wenyewe, kwa ajili ya biashara changa au kwa ajili ya shirika, kama shirika lisilo la kutengeneza faida au la misaada, na wafadhili huzichangia kwa M-Pesa. Wageni pia wanaweza kutoa na kuomba bidhaa kama nguo, viatu na vifaa vya elektroniki.',
        'Harambee hutoa teknolojia inayowaunganisha waandalizi na wafadhili. Sisi si sehemu ya uhusiano kati ya mwandalizi na mfadhili, sisi si benki, na hatutoi ushauri wa kifedha, wa kisheria wala wa kodi. Mchango ni zawadi, si uwekezaji: wafadhili hawapati hisa, riba wala kurudishiwa pesa zao.',
      ],
    },
    accounts: {
      title: 'Akaunti za watumiaji na uthibitisho',
      blocks: [
        'Ili kuanzisha harambee unahitaji akaunti yenye anwani ya barua pepe iliyothibitishwa. Unaweza kujisajili kwa anwani yako ya barua pepe na nenosiri, au kwa Google, Facebook au X.',
        'Lazima utoe taarifa za kweli, sahihi na za sasa, na uzisasishe zinapobadilika. Unawajibika kwa kila kitu kinachofanywa kwa akaunti yako: weka nenosiri lako siri na utujulishe mara moja ukidhani mtu mwingine ameitumia.',
        'Tunaweza kuomba uthibitisho zaidi, kama hati za utambulisho, kwa harambee kubwa, tunapoona shughuli za kutiliwa shaka, au ili kufanya ukaguzi wa kuzuia utakatishaji wa pesa. Tunaweza kuiwekea akaunti vikwazo hadi uthibitisho ukamilike.',
        'Tunaweza kuzuia akaunti, pamoja na pesa zilizomo, wakati tunachunguza tuhuma za ulaghai au ukiukaji wa masharti haya.',
      ],
    },
    fundraisingRules: {
      title: 'Kanuni za kuchangisha pesa',
      blocks: [
        'Unapoanzisha harambee, unaahidi kwamba:',
        [
          'kila unachosema kuhusu harambee, mnufaika wake na lengo lake ni kweli na kamili;',
          'utatumia pesa kwa lengo ulilolieleza tu;',
          'una ruhusa ya mnufaika, au mamlaka ya kuwakilisha shirika, unalochangishia pesa;',
          'utawajulisha wafadhili yanayoendelea na kujibu maswali yao ya busara;',
          'utafuata sheria za Kenya, zikiwemo sheria zozote kuhusu uchangishaji wa pesa hadharani na kodi zinazokuhusu.',
        ],
        'Kila harambee hukaguliwa kabla ya kuanza kuonekana kwa umma, na hadi wakati huo huonyeshwa kama “Inasubiri ukaguzi”. Tunaweza kukataa, kusimamisha au kuondoa harambee inayokiuka masharti haya au inayoonekana kuwa ya ulaghai, na tunaweza kuwarejeshea wafadhili wake pesa zao.',
      ],
    },
    donations: {
      title: 'Michango na malipo',
      blocks: [
        'Michango hulipwa kwa M-Pesa. Unapochangia, unathibitisha kwamba una haki ya kutumia akaunti ya M-Pesa unayolipa kutoka kwayo, na kwamba mchango wako haujatokana na uhalifu.',
        'Michango huhifadhiwa kwenye akaunti ya amana (escrow) na kwa kawaida hutolewa kwa mwandalizi siku 5-7 za kazi baada ya kila mchango. Tunaweza kuzishikilia pesa kwa muda mrefu zaidi wakati harambee iko kwenye ukaguzi au uchunguzi.',
        'Miamala hufanywa kwa shilingi za Kenya (KES). Waandalizi wanaweza pia kuchagua dola za Marekani (USD) kuwa sarafu ya harambee yao.',
        'Hatuhakikishi kwamba harambee itafikia lengo lake au kwamba pesa zitatumika kama mwandalizi wake anavyoeleza, lakini tunashughulikia kila ripoti ya matumizi mabaya.',
      ],
    },
    content: {
      title: 'Miongozo ya maudhui',
      blocks: [
        'Maandishi, picha na maudhui mengine unayochapisha yanabaki kuwa mali yako. Unaipa Harambee leseni isiyo ya kipekee na isiyo na malipo ya mrabaha ya kuhifadhi, kuonyesha na kushiriki maudhui hayo ili tuweze kuendesha na kutangaza harambee yako.',
        'Maudhui yako lazima:',
        [
          'yawe sahihi na yasipotoshe;',
          'yawe yako, au yatumike kwa ruhusa ya mwenye nayo;',
          'yaheshimu faragha na utu wa watu yanaowaonyesha, hasa watoto na watu wagonjwa;',
          'yasiwe na matamshi ya chuki, unyanyasaji, vitisho, vurugu wala maudhui ya ngono;',
          'yasiwe na data binafsi za watu wengine, kama nambari za kitambulisho au rekodi za matibabu, bila ridhaa yao.',
        ],
        'Tunaweza kuondoa maudhui yanayokiuka miongozo hii.',
      ],
    },
    prohibited: {
      title: 'Shughuli zilizopigwa marufuku',
      blocks: [
        'Hupaswi kutumia Harambee:',
        [
          'kuchangisha pesa kwa kisingizio cha uongo, au kwa ajili ya mtu, lengo au shirika ambalo halipo;',
          'kutakatisha pesa, kufadhili ugaidi au kukwepa vikwazo;',
          'kufadhili shughuli haramu, silaha, dawa za kulevya, kamari au vurugu za kisiasa;',
          'kujifanya kuwa mtu mwingine au shirika lingine;',
          'kutuma barua taka (spam), au kukusanya data binafsi za watumiaji wengine;',
          'kuingilia usalama wa jukwaa, kulijaribu kutafuta udhaifu bila kufuata <security>Sera yetu ya Usalama</security>, au kulilemea.',
        ],
        'Kulingana na uzito wa ukiukaji, tunaweza kukuonya, kuondoa maudhui, kusimamisha harambee, kuzuia akaunti na pesa, na kuripoti suala hilo kwa mamlaka. Watumiaji wanaokiuka masharti haya mara kwa mara watasimamishwa kabisa.',
      ],
    },
    financialTerms: {
      title: 'Masharti ya kifedha na kurejesha pesa',
      blocks: [
        'Kwa sasa Harambee haitozi ada yoyote ya jukwaa. Mtoa huduma wako wa pesa kwa simu au benki yako inaweza kutoza ada zake za kawaida za muamala. Tukianzisha ada, tutazitangaza mapema na hazitatozwa kamwe kwa michango iliyokwisha kutolewa.',
        'Ombi la kurejeshewa pesa lazima litumwe ndani ya siku 30 baada ya mchango. Marejesho ya pesa yaliyoidhinishwa hushughulikiwa ndani ya siku 5-10 za kazi, na pesa hurudi kwenye nambari ya M-Pesa iliyotoa mchango. Soma maelezo kamili katika <refunds>Sera yetu ya Kurejesha Pesa</refunds>.',
        'Waandalizi wanawajibika kwa kodi yoyote inayotozwa kwenye pesa wanazopokea.',
      ],
    },
    liability: {
      title: 'Kikomo cha dhima',
      blocks: [
        'Tunajitahidi kuhakikisha Harambee inapatikana, ni sahihi na ni salama, lakini tunaitoa “kama ilivyo” na hatuwezi kuahidi kwamba haitakuwa na hitilafu wala kukatizwa kamwe.',
        'Kwa kadiri sheria inavyoruhusu, Harambee haiwajibiki kwa hasara zisizo za moja kwa moja au zinazotokana na hasara nyingine, kwa kauli au mienendo ya waandalizi na wafadhili, wala kwa hasara zinazosababishwa na matukio yaliyo nje ya uwezo wetu wa kawaida, kama hitilafu za mitandao ya simu au mifumo ya malipo.',
        'Hakuna chochote katika masharti haya kinachopunguza dhima ambayo haiwezi kupunguzwa chini ya sheria za Kenya, zikiwemo haki zako kama mlaji.',
      ],
    },
    governingLaw: {
      title: 'Sheria inayotumika na mawasiliano',
      blocks: [
        'Masharti haya yanaongozwa na sheria za Kenya, na mahakama za Kenya zina mamlaka juu ya mzozo wowote kuyahusu. Kabla ya kwenda mahakamani, tafadhali wasiliana nasi ili tujaribu kulitatua suala hilo pamoja.',
        'Una maswali kuhusu masharti haya? Tuandikie kupitia <contact>fomu yetu ya mawasiliano</contact>; tunajibu ndani ya saa 48.',
      ],
    },
  },
};
