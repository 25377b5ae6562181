// The 'wizard' namespace: /fundraiser/create, loaded with that route. The details forms and the
// photo picker keep their texts in their own files.
import { wizardDetails } from './wizard-details.ts';
import { wizardPhotos } from './wizard-photos.ts';

export const wizard = {
  pageTitle: 'Create a fundraiser',
  loading: 'Opening your draft…',
  steps: {
    'select-beneficiary': 'Select Beneficiary',
    'create-account': 'Create Account',
    'fundraiser-details': 'Fundraiser Details',
    'launch-fundraiser': 'Launch Fundraiser',
  },
  stepOf: 'Step {{no}} of {{total}}: {{title}}',
  progressLabel: 'Progress',
  completed: 'completed',
  beneficiary: {
    title: 'Who are you fundraising for?',
    subtitle: 'Select the option that best describes your fundraiser.',
    loading: 'Loading fundraiser types…',
    empty: 'Fundraiser types could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    continue: 'Continue',
    back: 'Back',
    backAlert: 'Going back will redirect you to the home page.',
    goHome: 'Go to the home page',
    stay: 'Stay here',
  },
  detailsStep: {
    title: 'Tell us about your fundraiser',
    subtitle: 'Everything you type is saved on this phone as you go, even offline.',
    back: 'Back',
    submit: 'Submit fundraiser',
    submitting: 'Submitting…',
    creating: 'Creating your fundraiser…',
    savingDetails: 'Saving the details…',
    uploading: 'Uploading photo {{no}} of {{total}}…',
    offline:
      'You are offline. Your fundraiser is saved on this phone and will be sent by itself when you are back online.',
    waitingPhotos_one: '{{count}} photo is saved on this phone and will upload by itself when you are back online.',
    waitingPhotos_other:
      '{{count}} photos are saved on this phone and will upload by themselves when you are back online.',
    continueAnyway: 'Continue — photos upload later',
  },
  launch: {
    title: 'Launching your fundraiser',
    text: 'Please wait while we set up everything',
    steps: ['Creating your fundraiser', 'Verifying your information', 'Publishing to Harambee', 'Pending Review!'],
    states: { completed: 'done', 'in-progress': 'in progress', pending: 'waiting' },
    notFound: 'Fundraiser details not found',
    startOver: 'Start a new fundraiser',
  },
  // Shown on the new fundraiser's page right after it is launched, while it waits for review.
  launched: {
    title: 'What happens next',
    review:
      'A reviewer checks every fundraiser before it goes live, usually within a day. We will e-mail you as soon as yours is approved, or tell you what to change.',
    share: 'You can already share the link: donations open once it is live.',
    dashboard: 'Go to my dashboard',
    manage: 'Manage this fundraiser',
  },
  details: wizardDetails,
  photos: wizardPhotos,
};
