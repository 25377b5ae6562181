// The 'wizard' namespace in Kiswahili (/fundraiser/create); the details forms and photo picker are in their own files.
import type { Catalogue } from '../catalogue.ts';
import type { wizard as enWizard } from '../en/wizard.ts';
import { wizardDetails } from './wizard-details.ts';
import { wizardPhotos } from './wizard-photos.ts';

export const wizard: Catalogue<typeof enWizard> = {
  pageTitle: 'Anzisha harambee',
  loading: 'Inafungua rasimu yako…',
  steps: {
    'select-beneficiary': 'Chagua mnufaika',
    'create-account': 'Fungua akaunti',
    'fundraiser-details': 'Maelezo ya harambee',
    'launch-fundraiser': 'Zindua harambee',
  },
  stepOf: 'Hatua {{no}} kati ya {{total}}: {{title}}',
  progressLabel: 'Maendeleo',
  completed: 'imekamilika',
  beneficiary: {
    title: 'Unachangisha pesa kwa ajili ya nani?',
    subtitle: 'Chagua kinachoelezea harambee yako vizuri zaidi.',
    loading: 'Inapakia aina za harambee…',
    empty: 'Aina za harambee hazikuweza kupakiwa. Angalia mtandao wako kisha ujaribu tena.',
    retry: 'Jaribu tena',
    continue: 'Endelea',
    back: 'Rudi',
    backAlert: 'Ukirudi nyuma utapelekwa kwenye ukurasa wa mwanzo.',
    goHome: 'Nenda ukurasa wa mwanzo',
    stay: 'Baki hapa',
  },
  detailsStep: {
    title: 'Tueleze kuhusu harambee yako',
    subtitle: 'Kila unachoandika kinahifadhiwa kwenye simu hii unapoendelea, hata ukiwa nje ya mtandao.',
    back: 'Rudi',
    submit: 'Wasilisha harambee',
    submitting: 'Inawasilisha…',
    creating: 'Inaanzisha harambee yako…',
    savingDetails: 'Inahifadhi maelezo…',
    uploading: 'Inapakia picha {{no}} kati ya {{total}}…',
    offline: 'Uko nje ya mtandao. Harambee yako imehifadhiwa kwenye simu hii na itatumwa yenyewe ukirudi mtandaoni.',
    waitingPhotos_one: 'Picha {{count}} imehifadhiwa kwenye simu hii na itapakiwa yenyewe ukirudi mtandaoni.',
    waitingPhotos_other: 'Picha {{count}} zimehifadhiwa kwenye simu hii na zitapakiwa zenyewe ukirudi mtandaoni.',
    continueAnyway: 'Endelea — picha zitapakiwa baadaye',
  },
  launch: {
    title: 'Inazindua harambee yako',
    text: 'Tafadhali subiri tunapoandaa kila kitu',
    steps: [
      'Inaanzisha harambee yako',
      'Inathibitisha taarifa zako',
      'Inachapisha kwenye Harambee',
      'Inasubiri ukaguzi!',
    ],
    states: { completed: 'imekamilika', 'in-progress': 'inashughulikiwa', pending: 'inasubiri' },
    notFound: 'Maelezo ya harambee hayakupatikana',
    startOver: 'Anzisha harambee mpya',
  },
  launched: {
    title: 'Kinachofuata',
    review:
      'Mkaguzi hukagua kila harambee kabla haijaanza, kwa kawaida ndani ya siku moja. Tutakutumia barua pepe pindi yako itakapoidhinishwa, au kukueleza unachopaswa kubadilisha.',
    share: 'Unaweza tayari kushiriki kiungo chake: michango itaanza pindi itakapoidhinishwa.',
    dashboard: 'Nenda kwenye dashibodi yangu',
    manage: 'Simamia harambee hii',
  },
  details: wizardDetails,
  photos: wizardPhotos,
};
