// The 'profile-demo' namespace: the /profile/demo page's own texts; what it shares with the real
// profile page (tab names, photo buttons, campaign cards, the form fields, 'No contributions yet') is in 'profile'.
// Texts the spec names (§2, §4) are word for word ('Save changes').

export const profileDemo = {
  title: 'Profile (demo)',
  lead: 'A demo of the profile page with sample data. Nothing is saved.',
  edit: 'Edit',
  demoStates: 'Demo states',
  states: {
    empty: 'Empty profile',
    filled: 'Filled profile',
    google: 'Google profile',
  },
  role: 'Role',
  roleHint: 'What you do, in your own words (for example: Teacher, Nairobi).',
  save: 'Save changes',
  saved: 'Your changes are valid. This is a demo, so nothing was saved.',
  changePassword: 'Change password',
  passwordSaved: 'Your new password is valid. This is a demo, so nothing was saved.',
};
