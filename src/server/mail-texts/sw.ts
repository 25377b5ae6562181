import { formatKes } from '#shared/kes.ts';
import { receiptDate } from '#shared/receipt-date.ts';
import type { MailTexts } from './en.ts';

// The e-mails in Kiswahili: plain Kenyan Kiswahili, the register of M-Pesa's messages, with the
// words of docs/kiswahili-glossary.md (harambee, mchango, mfadhili, risiti, msimbo wa uthibitisho,
// mkaguzi…). Typed from the English texts: every text there must be here.

const testNote = (test: boolean) => (test ? ' (Malipo ya majaribio: hakuna pesa iliyotumwa)' : '');

export const sw: MailTexts = {
  hello: (firstname) => `Habari ${firstname},`,

  verificationCode: {
    subject: (code) => `Msimbo wako wa uthibitisho wa Harambee: ${code}`,
    lines: (code) => [
      `Msimbo wako wa uthibitisho wa Harambee ni ${code}.`,
      'Ni halali kwa dakika 10. Kama hukujisajili kwenye Harambee, puuza barua pepe hii.',
    ],
  },

  emailChangeCode: {
    subject: (code) => `Thibitisha anwani yako mpya ya barua pepe ya Harambee: ${code}`,
    lines: (code) => [
      `Msimbo wa uthibitisho wa anwani hii kwa akaunti yako ya Harambee ni ${code}.`,
      'Ni halali kwa dakika 10. Kama hukuomba hivi, puuza barua pepe hii.',
    ],
  },

  emailChangeNotice: {
    subject: () => 'Anwani yako ya barua pepe ya Harambee inakaribia kubadilishwa',
    lines: (newEmail, undoLink) => [
      `Mtu aliyeingia kwenye akaunti yako ya Harambee ameomba kubadilisha anwani ya barua pepe ya akaunti hiyo kuwa ${newEmail}.`,
      'Akaunti yako itaendelea kutumia anwani hii hadi ile mpya ithibitishwe.',
      '',
      'Kama si wewe, fungua kiungo hiki ili kughairi mabadiliko (au kuyatengua, kama yameshathibitishwa)',
      'na kuondoka kwenye kila kifaa. Kinafanya kazi mara moja tu, kwa siku 7:',
      undoLink,
    ],
  },

  passwordReset: {
    subject: () => 'Weka upya nenosiri lako la Harambee',
    lines: (link) => [
      'Fungua kiungo hiki ili uchague nenosiri jipya. Kinafanya kazi mara moja tu, kwa saa moja:',
      link,
      '',
      'Kama hukuomba hivi, puuza barua pepe hii; nenosiri lako halitabadilika.',
    ],
  },

  fundraiserApproved: {
    subject: () => 'Harambee yako sasa inaendelea',
    lines: (link) => ['Habari njema: harambee yako imeidhinishwa na sasa inaendelea. Ishiriki na watu wako:', link],
  },

  fundraiserRejected: {
    subject: () => 'Harambee yako haikuidhinishwa',
    lines: (reason) => [
      'Wakaguzi wetu hawakuweza kuidhinisha harambee yako, kwa sababu hii:',
      reason,
      '',
      'Jibu barua pepe hii kama una maswali.',
    ],
  },

  fundraiserClosed: {
    subject: () => 'Harambee yako imefungwa',
    lines: (reason) => [
      'Wakaguzi wetu wameifunga harambee yako; haipokei michango tena. Sababu:',
      reason,
      '',
      'Michango iliyokwisha kutolewa haiathiriki. Jibu barua pepe hii kama una maswali.',
    ],
  },

  payoutDestinationChanged: {
    subject: (title) => `Mahali pesa za "${title}" zinapolipwa pamebadilika`,
    lines: (where, hours) => [
      `Pesa zitakazotolewa kwenye harambee yako sasa zitalipwa kwa ${where}. Hakuna malipo kwa saa ${hours} zijazo.`,
      'Kama si wewe uliyebadilisha, badilisha nenosiri lako na uwasiliane nasi mara moja: jibu barua pepe hii.',
    ],
  },

  treasurerInvitation: {
    subject: (organiser) => `${organiser} anakualika uwe mweka hazina kwenye Harambee`,
    lines: (organiser, title, link, days) => [
      `${organiser} anakuomba uwe mweka hazina wa harambee "${title}".`,
      'Waweka hazina huidhinisha kila utoaji wa pesa zake kwa msimbo unaotumwa kwa SMS kwenye simu yao, ili pesa zifike zinapokusudiwa.',
      '',
      `Ili kukubali, fungua kiungo hiki ukiwa umeingia kwenye Harambee kwa anwani hii ya barua pepe. Ni halali kwa siku ${days}:`,
      link,
      '',
      'Kama humjui mtu huyu, puuza barua pepe hii.',
    ],
  },

  treasurerDestinationChanged: {
    subject: (title) => `Mahali pesa za "${title}" zinapolipwa pamebadilika`,
    lines: (where, hours) => [
      `Wewe ni mweka hazina wa harambee hii. Mwandalizi wake amebadilisha mahali pesa zinapolipwa: kwa ${where}. Hakuna malipo kwa saa ${hours} zijazo.`,
      'Kama hili si sahihi, muulize mwandalizi na uwasiliane nasi mara moja: jibu barua pepe hii.',
    ],
  },

  phoneChanged: {
    subject: () => 'Nambari yako ya simu ya misimbo imebadilika',
    lines: (to, hours) => [
      `Nambari yako ya simu ya misimbo ya Harambee sasa ni ${to}. Idhini na mabadiliko ya malipo kwa msimbo husubiri saa ${hours} baada ya mabadiliko.`,
      'Kama hukuibadilisha, jibu barua pepe hii mara moja na ubadilishe nenosiri lako.',
    ],
  },

  approverPhoneChanged: {
    subject: (title) => `Mwidhinishaji wa "${title}" amebadilisha simu yake`,
    lines: (name, hours) => [
      `${name}, anayeidhinisha utoaji wa pesa za harambee hii pamoja nawe, amebadilisha nambari yake ya simu ya misimbo. Idhini zake zinasubiri saa ${hours}.`,
      'Kama hili si sahihi, muulize na uwasiliane nasi mara moja: jibu barua pepe hii.',
    ],
  },

  itemRequested: {
    subject: (title) => `Mtu ameomba bidhaa yako: ${title}`,
    lines: (requester, title, link) => [
      `${requester} ameomba "${title}". Soma alichoandika, kisha ukubali au ukatae:`,
      link,
    ],
  },

  itemRequestAccepted: {
    subject: (title) => `Ombi lako limekubaliwa: ${title}`,
    lines: (title, link) => [
      `Habari njema: mfadhili amekubali ombi lako la "${title}". Fungua kiungo hiki uone jinsi ya kumfikia na kumtumia ujumbe:`,
      link,
    ],
  },

  itemRequestDeclined: {
    subject: (title) => `Ombi lako limekataliwa: ${title}`,
    lines: (title, otherItems) => [
      `Mfadhili wa "${title}" amekataa ombi lako. Bidhaa nyingine zinakusubiri:`,
      otherItems,
    ],
  },

  itemRemoved: {
    subject: (title) => `Bidhaa yako imeondolewa: ${title}`,
    lines: (title, reason) => [
      `Wakaguzi wetu wameondoa bidhaa uliyotoa "${title}" baada ya kuripotiwa, kwa sababu hii:`,
      reason,
      '',
      'Jibu barua pepe hii kama una maswali.',
    ],
  },

  receipt: {
    subject: (test) => `Risiti yako ya Harambee${testNote(test)}`,
    lines: (r) => [
      `Asante kwa mchango wako${testNote(r.test)}.`,
      '',
      `Kiasi: ${formatKes(r.amountMinor, 'sw')}`,
      `Harambee: ${r.fundraiser}`,
      `Tarehe: ${receiptDate(r.paidAt, 'sw')}`,
      `Risiti ya M-Pesa: ${r.mpesaReceipt ?? 'iko kwenye SMS yako ya M-Pesa'}`,
      `Kutoka: ${r.donorName ?? 'Bila jina'}`,
      '',
      `Risiti yako mtandaoni: ${r.link}`,
    ],
  },

  fundraiserUpdate: {
    subject: (title) => `Habari mpya: ${title}`,
    lines: (u) => [
      `${u.organiser} ameweka habari mpya kuhusu "${u.title}":`,
      '',
      u.body,
      '',
      `Tazama harambee: ${u.page}`,
      '',
      'Unapokea barua pepe hii kwa sababu ulichangia harambee hii na ukaomba habari zake mpya.',
      `Sitisha barua pepe hizi: ${u.unsubscribe}`,
    ],
  },
};
