// Sera ya Kurejesha Pesa (the Refund Policy) in Kiswahili; blocks and link tags as in en/legal-refunds.ts.

import type { Catalogue } from '../catalogue.ts';
import type { refunds as enRefunds } from '../en/legal-refunds.ts';

export const refunds: Catalogue<typeof enRefunds> = {
  title: 'Sera ya Kurejesha Pesa',
  lead: 'Lini na jinsi gani unaweza kurejeshewa mchango wako.',
  sections: {
    overview: {
      title: 'Muhtasari',
      blocks: [
        'Michango kwenye Harambee ni zawadi kwa harambee unazochagua. Wakati mwingine mchango huenda kombo: kiasi kilichoandikwa vibaya, malipo yaliyorudiwa, au harambee inayogunduliwa kuwa si ya kweli. Sera hii inaeleza ni lini tunarejesha pesa za mchango na jinsi gani.',
      ],
    },
    eligibility: {
      title: 'Lini unaweza kuomba kurejeshewa pesa',
      blocks: [
        'Unaweza kuomba kurejeshewa pesa ndani ya siku 30 baada ya mchango wako, kwa mfano pale:',
        [
          'ulipochangia kiasi kisicho sahihi, au ulipolipa mara mbili kwa makosa;',
          'ulipochangia harambee isiyo sahihi;',
          'harambee ilipoondolewa kwa sababu ilikiuka <terms>Sheria na Masharti</terms> yetu au iligunduliwa kuwa ya ulaghai;',
          'mtu alipotumia akaunti yako ya M-Pesa bila ruhusa yako.',
        ],
        'Baada ya siku 30 kwa kawaida hatuwezi kurejesha pesa za mchango, kwa sababu pesa hizo zitakuwa zimetolewa kwa mwandalizi na kutumika. Hata hivyo, tunakagua kila ripoti ya ulaghai, wakati wowote itakapotufikia.',
      ],
    },
    escrow: {
      title: 'Jinsi akaunti ya amana inavyolinda mchango wako',
      blocks: [
        'Kila mchango huhifadhiwa kwenye akaunti ya amana (escrow) na kwa kawaida hutolewa kwa mwandalizi siku 5-7 za kazi baada ya kutolewa. Wakati pesa bado zimeshikiliwa, tunaweza kuzirejesha moja kwa moja.',
        'Harambee ikisimamishwa au ikiwa chini ya uchunguzi, tunaziacha pesa zake kwenye akaunti ya amana hadi uchunguzi ukamilike, ili wafadhili waweze kurejeshewa pesa ikihitajika.',
      ],
    },
    howToRequest: {
      title: 'Jinsi ya kuomba kurejeshewa pesa',
      blocks: [
        'Tuandikie kupitia <contact>fomu yetu ya mawasiliano</contact>, uchague mada “Mchango au kurejeshewa pesa”, na uweke:',
        [
          'msimbo wa muamala wa M-Pesa kutoka kwenye SMS yako ya uthibitisho;',
          'nambari ya simu uliyolipa kutoka kwayo;',
          'kiasi na tarehe ya mchango;',
          'jina au kiungo cha harambee;',
          'sababu ya kuomba kurejeshewa pesa.',
        ],
        'Tunathibitisha kwamba tumepokea ombi lako ndani ya saa 48, na tunaweza kuomba maelezo zaidi ili kuthibitisha kwamba mchango ni wako.',
      ],
    },
    processing: {
      title: 'Jinsi pesa zinavyorejeshwa',
      blocks: [
        'Marejesho ya pesa yaliyoidhinishwa hushughulikiwa ndani ya siku 5-10 za kazi. Pesa hurudi kwenye nambari ya M-Pesa iliyotoa mchango, kwa kubatilisha muamala wa M-Pesa au kwa malipo mapya; utapokea SMS ya kawaida ya uthibitisho ya M-Pesa.',
        'Tunarejesha kiasi kamili ulichochangia. Harambee haitozi ada yoyote ya jukwaa, kwa hiyo hakuna cha kukata. Ada za M-Pesa kwa malipo ya awali huwekwa na Safaricom na huenda zisirejeshwe.',
        'Ikiwa mchango umekwisha kutolewa kwa mwandalizi, kwanza tunaurejesha kutoka kwa mwandalizi, jambo linaloweza kuchukua muda zaidi. Tutakujulisha kila hatua.',
      ],
    },
    fundraisers: {
      title: 'Marejesho ya pesa na waandalizi',
      blocks: [
        'Tunapoidhinisha kurejesha pesa, kiasi hicho hukatwa kutoka kwenye salio la harambee na mwandalizi huelezwa sababu. Waandalizi pia wanaweza kutuomba turejeshe mchango ambao hawataki kuupokea.',
      ],
    },
  },
};
