// Sera ya Faragha (the Privacy Policy) in Kiswahili; blocks and link tags as in en/legal-privacy.ts.

import type { Catalogue } from '../catalogue.ts';
import type { privacy as enPrivacy } from '../en/legal-privacy.ts';

export const privacy: Catalogue<typeof enPrivacy> = {
  title: 'Sera ya Faragha',
  lead: 'Jinsi Harambee inavyokusanya, kutumia, kushiriki na kulinda data yako binafsi unapoanzisha harambee, unapochangia au unapotembelea tu.',
  sections: {
    introduction: {
      title: 'Utangulizi',
      blocks: [
        'Harambee ni jukwaa la kuchangisha pesa kwa ajili ya Kenya: watu huanzisha harambee kwa ajili yao wenyewe, kwa ajili ya biashara changa au kwa ajili ya shirika, na wafadhili huzichangia kwa M-Pesa. Ili kufanya hivi tunahitaji baadhi ya data binafsi, nasi tunaishughulikia kwa uangalifu.',
        'Sera hii inaeleza tunachokusanya, sababu zake, tunayemshirikisha, muda tunaouhifadhi na haki ulizo nazo. Inafuata Sheria ya Ulinzi wa Data, 2019 ya Kenya pamoja na kanuni na miongozo ya Ofisi ya Kamishna wa Ulinzi wa Data (ODPC).',
        'Harambee ni kwa ajili ya watu wazima. Lazima uwe na umri wa angalau miaka 18 ili kufungua akaunti au kuanzisha harambee, na hatukusanyi kwa kujua data binafsi za mtu yeyote aliye chini ya umri huo. Ukiamini kwamba mtoto ametupa data zake, tafadhali <contact>wasiliana nasi</contact> nasi tutazifuta.',
        'Kwa kutumia Harambee unakiri kwamba umeifahamu sera hii. Tafadhali isome pamoja na <terms>Sheria na Masharti</terms> yetu na <cookies>Sera yetu ya Vidakuzi</cookies>.',
      ],
    },
    dataController: {
      title: 'Anayewajibika kwa data yako',
      blocks: [
        'Harambee inaendesha jukwaa hili na huamua kwa nini na jinsi gani data yako binafsi inachakatwa. Chini ya Sheria ya Ulinzi wa Data, 2019, hilo linaifanya Harambee kuwa mdhibiti wa data (data controller) kwa data iliyoelezwa katika sera hii.',
        'Kampuni nyingine zinapochakata data kwa niaba yetu (kwa mfano ili kutuma barua pepe au kuendesha seva zetu), zinafanya hivyo kama wachakataji wetu wa data (data processors), chini ya mikataba ya maandishi inayozitaka kulinda data yako na kuitumia kwa maagizo yetu tu.',
        'Watoa huduma za malipo kama Safaricom (M-Pesa) na benki wanawajibika wao wenyewe kwa data wanayoshikilia kuhusu malipo yako, chini ya taarifa zao za faragha.',
      ],
    },
    dataCollected: {
      title: 'Data tunayokusanya',
      blocks: [
        'Tunakusanya tu kile tunachohitaji ili kuendesha harambee kwa usalama na kutimiza wajibu wetu wa kisheria:',
        [
          '<strong>Data ya akaunti:</strong> jina lako, anwani ya barua pepe, nambari ya simu na tarehe ya kuzaliwa.',
          '<strong>Hati za utambulisho:</strong> kitambulisho cha taifa, pasipoti au cheti cha usajili tunapohitaji kuthibitisha wewe ni nani au harambee ni kwa ajili ya nani.',
          '<strong>Data ya wasifu:</strong> picha ya wasifu wako na viungo vyovyote vya mitandao ya kijamii unavyoongeza.',
          '<strong>Maelezo ya harambee:</strong> kichwa, maelezo, lengo, picha, mnufaika, maelezo ya shirika au biashara changa, na habari mpya unazochapisha.',
          '<strong>Maelezo ya malipo:</strong> nambari ya pesa kwa simu (M-Pesa) inayotumika kutoa au kupokea pesa, na maelezo ya benki pale pesa zinapolipwa kwenye akaunti ya benki.',
          '<strong>Historia ya miamala:</strong> michango uliyotoa na uliyopokea, kiasi, tarehe, namba za kumbukumbu za M-Pesa, marejesho ya pesa na malipo kwa waandalizi.',
          '<strong>Data ya kiufundi:</strong> anwani yako ya IP, aina ya kifaa na kivinjari chako, kurasa unazofungua, na kumbukumbu za hitilafu na za usalama.',
        ],
        'Sehemu kubwa ya data hii inatoka kwako. Baadhi inatoka kwa wengine: uthibitisho wa malipo kutoka M-Pesa au benki yako, na jina lako, anwani ya barua pepe na picha kutoka Google, Facebook au X ukichagua kuingia kupitia huduma hizo.',
      ],
    },
    dataUse: {
      title: 'Jinsi tunavyotumia data yako',
      blocks: [
        'Tunatumia data yako binafsi ili:',
        [
          'kufungua na kulinda akaunti yako, kuthibitisha anwani yako ya barua pepe na kukuingiza;',
          'kukagua harambee kabla hazijaanza kuonekana kwa umma na kuzichapisha;',
          'kushughulikia michango, kuihifadhi kwenye akaunti ya amana (escrow) na kuitoa kwa waandalizi;',
          'kushughulikia marejesho ya pesa na kujibu jumbe zako kwa timu ya usaidizi;',
          'kuthibitisha utambulisho, na kugundua na kuzuia ulaghai, utakatishaji wa pesa na matumizi mabaya ya jukwaa;',
          'kukutumia jumbe kuhusu akaunti yako, harambee zako na michango yako;',
          'kuliweka jukwaa likifanya kazi, kurekebisha hitilafu na kuliboresha;',
          'kutimiza wajibu wetu wa kisheria, wa kodi na wa kimamlaka.',
        ],
        'Hatuuzi data yako binafsi, na hatuitumii kwa matangazo ya biashara. Hatufanyi maamuzi yanayokuathiri kwa kiasi kikubwa kwa njia za kiotomatiki pekee: mtu hukagua kila uamuzi wa kukataa, kusimamisha au kuondoa harambee au akaunti.',
      ],
    },
    legalBasis: {
      title: 'Msingi wetu wa kisheria wa kuchakata data',
      blocks: [
        'Sheria ya Ulinzi wa Data, 2019 inaturuhusu kuchakata data binafsi kwa msingi halali pekee. Tunategemea:',
        [
          '<strong>Mkataba:</strong> ili kutoa huduma uliyoiomba, kama akaunti yako, harambee yako au mchango wako.',
          '<strong>Wajibu wa kisheria:</strong> ili kuhifadhi kumbukumbu za kifedha, kuthibitisha utambulisho na kufanya ukaguzi wa kuzuia utakatishaji wa pesa, na kujibu maombi halali ya mamlaka.',
          '<strong>Maslahi halali:</strong> ili kulinda usalama wa jukwaa, kuzuia ulaghai na kuboresha huduma yetu, pale ambapo haki zako hazizidi maslahi hayo.',
          '<strong>Ridhaa:</strong> pale tunapoiomba, kwa mfano unapochagua kuingia kupitia akaunti ya mtandao wa kijamii. Unaweza kuondoa ridhaa yako wakati wowote; hilo haliathiri uchakataji uliofanyika kabla.',
        ],
      ],
    },
    dataSharing: {
      title: 'Tunaowashirikisha data',
      blocks: [
        'Tunashiriki data binafsi tu inapohitajika, na kwa kiasi kinachohitajika tu:',
        [
          '<strong>Umma:</strong> kurasa za harambee ni za umma. Zinaonyesha maelezo ya harambee, jina na picha ya mwandalizi, na majina ya wafadhili wa karibuni pamoja na kiasi walichochangia.',
          '<strong>Watoa huduma za malipo:</strong> Safaricom (M-Pesa) na benki, ili kupokea michango, kulipa pesa kwa waandalizi na kurejesha pesa.',
          '<strong>Watoa huduma:</strong> kampuni zinazoendesha seva zetu, zinazotuma barua pepe zetu na zinazotoa huduma ya kuingia kupitia Google, Facebook au X, zikifanya kazi kwa maagizo yetu.',
          '<strong>Mamlaka:</strong> mahakama, wadhibiti na vyombo vya kutekeleza sheria, sheria inapotutaka au ili kuwalinda watumiaji dhidi ya ulaghai.',
          '<strong>Mrithi:</strong> Harambee ikipangwa upya au ikiuzwa, mwendeshaji mpya, ambaye lazima atimize ahadi za sera hii.',
        ],
        'Data yako huhifadhiwa nchini Kenya. Ikiwa mtoa huduma lazima achakate sehemu yake nje ya Kenya, tunafanya hivyo tu kama Sheria ya Ulinzi wa Data, 2019 inavyoruhusu, kwa kinga zinazofaa kwa data yako.',
      ],
    },
    security: {
      title: 'Jinsi tunavyolinda data yako',
      blocks: [
        'Tunalinda data yako kwa hatua za kiufundi na za kiutendaji, zikiwemo usimbaji fiche wa mawasiliano yote kati ya kifaa chako na seva zetu, manenosiri yanayohifadhiwa kama hashi za argon2id zilizoongezwa chumvi (salt) tu, vidakuzi vya kuingia ambavyo programu za ukurasa (scripts) haziwezi kuvisoma, na ruhusa ya kufikia data binafsi kwa wafanyakazi wanaoihitaji tu.',
        'Michango huhifadhiwa kwenye akaunti ya amana hadi itolewe kwa mwandalizi, na harambee hukaguliwa kabla hazijaanza kuonekana kwa umma.',
        'Hakuna mfumo ulio salama kikamilifu. Uvujaji wa data binafsi ukihatarisha haki zako, tutaijulisha Ofisi ya Kamishna wa Ulinzi wa Data ndani ya saa 72 tangu tulipougundua, na kukujulisha wewe bila kuchelewa kusiko kwa lazima, pamoja na ushauri kuhusu hatua unazoweza kuchukua. Soma zaidi katika <security>Sera yetu ya Usalama</security>.',
      ],
    },
    retention: {
      title: 'Muda tunaohifadhi data yako',
      blocks: [
        'Tunahifadhi data binafsi kwa muda tunaouhitaji tu kwa madhumuni yaliyo katika sera hii, au kwa muda ambao sheria inataka:',
        {
          head: ['Aina ya data', 'Muda tunaoihifadhi'],
          rows: [
            ['Data ya akaunti', 'Wakati akaunti yako inatumika, pamoja na miaka 2'],
            ['Kumbukumbu za kifedha', 'Miaka 7 baada ya muamala wako wa mwisho'],
            ['Data ya harambee', 'Muda wote wa harambee, pamoja na miaka 3'],
            ['Data ya kisheria na ya utiifu', 'Takriban miaka 7'],
          ],
        },
        'Muda wa kuhifadhi unapoisha, tunafuta data au kuiondolea utambulisho ili isiweze tena kukutambulisha.',
      ],
    },
    rights: {
      title: 'Haki zako',
      blocks: [
        'Chini ya Sheria ya Ulinzi wa Data, 2019 una haki:',
        [
          'kujulishwa jinsi data yako binafsi inavyotumika;',
          'kufikia data binafsi tunayoshikilia kukuhusu;',
          'kurekebishiwa data isiyo sahihi au isiyo kamili;',
          'kufutiwa data pale tusipoihitaji tena au tusipokuwa na msingi halali wa kuihifadhi;',
          'kupinga uchakataji, au kutuomba tuuwekee mipaka;',
          'kupokea data yako katika muundo unaoweza kuhamishwa;',
          'kuondoa ridhaa yako pale tunapoitegemea.',
        ],
        'Tunajibu kila ombi ndani ya siku 30. Tunaweza kukuomba kwanza uthibitishe utambulisho wako, na tunaweza kuhifadhi data ambayo sheria inatutaka tuihifadhi, kama kumbukumbu za kifedha.',
        'Usiporidhika na jibu letu, unaweza kuwasilisha malalamiko kwa Ofisi ya Kamishna wa Ulinzi wa Data.',
      ],
    },
    contact: {
      title: 'Wasiliana nasi',
      blocks: [
        'Ili kutumia haki zako au kuuliza kuhusu sera hii, tuandikie kupitia <contact>fomu yetu ya mawasiliano</contact> na uchague mada “Akaunti yangu au data binafsi”. Tunajibu maombi ya faragha ndani ya siku 30 na jumbe nyingine ndani ya saa 48.',
        'Tunaweza kusasisha sera hii huduma yetu au sheria inapobadilika. Tutaonyesha tarehe mpya juu ya ukurasa huu na, kwa mabadiliko muhimu, tutakujulisha kwa barua pepe au kwenye jukwaa kabla hayajaanza kutumika.',
      ],
    },
  },
};
