// The Cookie Policy (decisions: only essential cookies; §9 cookie lifetimes and attributes).

export const cookies = {
  title: 'Cookie Policy',
  lead: 'Harambee uses only the cookies it needs to keep you signed in and to remember your language. No tracking, no advertising.',
  sections: {
    whatAreCookies: {
      title: 'What cookies are',
      blocks: [
        'Cookies are small text files that a website asks your browser to store and send back on later visits. They can be essential, keeping you signed in, or optional, tracking what you do for analytics or advertising.',
      ],
    },
    cookiesWeUse: {
      title: 'The cookies we use',
      blocks: [
        'We use only essential cookies: two that keep you signed in securely, one that ties a new account to the browser it was created in until its e-mail address is verified, and one that remembers the language you chose.',
        {
          head: ['Cookie', 'Purpose', 'Expires'],
          rows: [
            ['access_token', 'Proves that you are signed in on each request', '24 hours'],
            ['refresh_token', 'Renews your sign-in when the access cookie expires', '7 days'],
            [
              'verify_attempt',
              'Lets only this browser complete a sign-up with the code we e-mail; sent only with sign-up requests',
              '7 days',
            ],
            ['harambee_lang', 'Remembers whether you chose English or Kiswahili; holds nothing else', '1 year'],
          ],
        },
        'The sign-in and sign-up cookies are HttpOnly (scripts on the page cannot read them), Secure (sent only over encrypted connections) and SameSite=Strict (never sent with requests started by other websites). The sign-in cookies are set only after you sign in and are deleted when you log out. The language cookie is set only when you choose a language, so that the pages we send are already in it.',
      ],
    },
    noTracking: {
      title: 'No tracking or advertising cookies',
      blocks: [
        'We do not use analytics, tracking, profiling or advertising cookies, and we do not let third parties place cookies through our pages. That is why we do not show a cookie banner: there is nothing optional to accept.',
        'If you choose to sign in with Google, Facebook or X, that provider’s sign-in window is governed by its own cookie policy.',
      ],
    },
    deviceStorage: {
      title: 'Other storage on your device',
      blocks: [
        'Harambee is an installable web app that keeps working on a poor connection. For that it stores some data in your browser’s local storage and IndexedDB. These are not cookies and are never sent to us automatically:',
        [
          'your name and e-mail address while you are signed in, or while a new account waits for its verification code;',
          'drafts of forms you are filling in, such as a fundraiser you have not yet submitted;',
          'offline copies of pages and fundraisers you have viewed, so they open without a connection;',
          'photos waiting to be uploaded when your connection returns;',
          'when you last answered “Not now” to installing the app, so we do not ask again for two weeks;',
          'the app’s own files, so it starts quickly.',
        ],
        'Logging out clears your account data from this storage. You can delete the rest at any time in your browser’s site settings.',
      ],
    },
    managingCookies: {
      title: 'Managing cookies',
      blocks: [
        'You can block or delete cookies in your browser’s settings. If you block our sign-in cookies you will not be able to sign in, but you can still browse fundraisers.',
      ],
    },
    changesContact: {
      title: 'Changes and contact',
      blocks: [
        'If we ever want to use a cookie that is not essential, we will update this policy first and ask for your consent before setting it.',
        'Questions about cookies? Write to us through our <contact>contact form</contact>. Read more about how we handle personal data in our <privacy>Privacy Policy</privacy>.',
      ],
    },
  },
};
