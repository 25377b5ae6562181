// Kiswahili texts of the wizard's details forms (step 3); see en/wizard-details.ts.
import type { Catalogue } from '../catalogue.ts';
import type { wizardDetails as enWizardDetails } from '../en/wizard-details.ts';

export const wizardDetails: Catalogue<typeof enWizardDetails> = {
  fundraiserSection: 'Harambee',
  startupSection: 'Kuhusu biashara changa',
  organizationSection: 'Kuhusu shirika',
  photosSection: 'Picha',
  title: 'Kichwa cha harambee',
  details: 'Maelezo ya harambee',
  goal: 'Lengo la kuchangisha',
  currency: 'Sarafu',
  startupName: 'Jina la biashara changa',
  businessDescription: 'Maelezo ya biashara',
  location: 'Mahali',
  industry: 'Sekta',
  stage: 'Hatua ya biashara changa',
  teamSize: 'Ukubwa wa timu',
  organizationName: 'Jina la shirika',
  registrationNumber: 'Nambari ya usajili',
  mission: 'Dhamira (hadi maneno {{max}})',
  website: 'Tovuti (Si lazima)',
  socialMedia: 'Mitandao ya kijamii (Si lazima)',
  websitePrefix: 'https://',
  wordCount: 'Maneno {{words}} / {{max}}',
  selectPlaceholder: 'Chagua moja',
  loading: 'Inapakia…',
};
