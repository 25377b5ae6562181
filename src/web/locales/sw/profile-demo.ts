// The 'profile-demo' namespace in Kiswahili: the /profile/demo page's own texts (the rest is in 'profile').
import type { Catalogue } from '../catalogue.ts';
import type { profileDemo as enProfileDemo } from '../en/profile-demo.ts';

export const profileDemo: Catalogue<typeof enProfileDemo> = {
  title: 'Wasifu (onyesho)',
  lead: 'Onyesho la ukurasa wa wasifu lenye taarifa za mfano. Hakuna kinachohifadhiwa.',
  edit: 'Hariri',
  demoStates: 'Hali za onyesho',
  states: {
    empty: 'Wasifu mtupu',
    filled: 'Wasifu uliojazwa',
    google: 'Wasifu wa Google',
  },
  role: 'Kazi',
  roleHint: 'Unachofanya, kwa maneno yako mwenyewe (kwa mfano: Mwalimu, Nairobi).',
  save: 'Hifadhi mabadiliko',
  saved: 'Mabadiliko yako ni sahihi. Hili ni onyesho tu, kwa hivyo hakuna kilichohifadhiwa.',
  changePassword: 'Badilisha nenosiri',
  passwordSaved: 'Nenosiri lako jipya ni sahihi. Hili ni onyesho tu, kwa hivyo hakuna kilichohifadhiwa.',
};
