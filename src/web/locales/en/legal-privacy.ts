// The Privacy Policy (spec §2 'Legal pages', §3 data collected, §9 retention and deadlines).
// A block is a paragraph (string), a bulleted list (string[]) or a table ({ head, rows }).
// Tags such as <contact>…</contact> become links; see the legal feature's rich-text component.

export const privacy = {
  title: 'Privacy Policy',
  lead: 'How Harambee collects, uses, shares and protects your personal data when you start a fundraiser, donate or simply visit.',
  sections: {
    introduction: {
      title: 'Introduction',
      blocks: [
        'Harambee is a crowdfunding platform for Kenya: people start fundraisers for themselves, a startup or an organisation, and donors give to them with M-Pesa. To do this we need some personal data, and we treat it with care.',
        "This policy explains what we collect, why, who we share it with, how long we keep it and the rights you have. It follows Kenya's Data Protection Act, 2019 and the regulations and guidance of the Office of the Data Protection Commissioner (ODPC).",
        'Harambee is for adults. You must be at least 18 years old to create an account or start a fundraiser, and we do not knowingly collect personal data from anyone younger. If you believe a child has given us their data, please <contact>contact us</contact> and we will delete it.',
        'By using Harambee you acknowledge this policy. Please read it together with our <terms>Terms and Conditions</terms> and our <cookies>Cookie Policy</cookies>.',
      ],
    },
    dataController: {
      title: 'Who is responsible for your data',
      blocks: [
        'Harambee operates this platform and decides why and how your personal data is processed. Under the Data Protection Act, 2019 that makes Harambee the data controller for the data described in this policy.',
        'Where other companies process data on our behalf (for example to send e-mail or host our servers), they act as our data processors, under written contracts that require them to protect your data and use it only on our instructions.',
        'Payment providers such as Safaricom (M-Pesa) and banks are responsible in their own right for the data they hold about your payments, under their own privacy notices.',
      ],
    },
    dataCollected: {
      title: 'The data we collect',
      blocks: [
        'We collect only what we need to run fundraisers safely and to meet our legal duties:',
        [
          '<strong>Account data:</strong> your name, e-mail address, phone number and date of birth.',
          '<strong>Identity documents:</strong> a national ID, passport or registration certificate when we need to verify who you are or who a fundraiser is for.',
          '<strong>Profile data:</strong> your profile photo and any social media links you add.',
          '<strong>Campaign details:</strong> the title, story, goal, photos, beneficiary, organisation or startup details and updates you publish.',
          '<strong>Payment details:</strong> the mobile money (M-Pesa) number used to give or receive money, and bank details where funds are paid to a bank account.',
          '<strong>Transaction history:</strong> donations made and received, amounts, dates, M-Pesa references, refunds and payouts.',
          '<strong>Technical data:</strong> your IP address, device and browser type, the pages you open, and error and security logs.',
        ],
        'Most of this data comes from you. Some comes from others: payment confirmations from M-Pesa or your bank, and your name, e-mail address and photo from Google, Facebook or X if you choose to sign in with them.',
      ],
    },
    dataUse: {
      title: 'How we use your data',
      blocks: [
        'We use your personal data to:',
        [
          'create and secure your account, verify your e-mail address and sign you in;',
          'review fundraisers before they go live and publish them;',
          'process donations, hold them in escrow and release them to fundraisers;',
          'process refunds and answer your messages to support;',
          'verify identities, and detect and prevent fraud, money laundering and misuse of the platform;',
          'send you messages about your account, your fundraisers and your donations;',
          'keep the platform working, fix errors and improve it;',
          'meet our legal, tax and regulatory duties.',
        ],
        'We do not sell your personal data, and we do not use it for advertising. We do not make decisions that significantly affect you by automated means alone: a person reviews any decision to refuse, suspend or remove a fundraiser or account.',
      ],
    },
    legalBasis: {
      title: 'Our legal basis for processing',
      blocks: [
        'The Data Protection Act, 2019 allows us to process personal data only on a lawful basis. We rely on:',
        [
          '<strong>Contract:</strong> to provide the service you asked for, such as your account, your fundraiser or your donation.',
          '<strong>Legal obligation:</strong> to keep financial records, verify identities and carry out anti-money-laundering checks, and to answer lawful requests from authorities.',
          '<strong>Legitimate interests:</strong> to keep the platform secure, prevent fraud and improve our service, where these interests are not overridden by your rights.',
          '<strong>Consent:</strong> where we ask for it, for example when you choose to sign in with a social account. You may withdraw consent at any time; this does not affect processing that took place before.',
        ],
      ],
    },
    dataSharing: {
      title: 'Who we share data with',
      blocks: [
        'We share personal data only when it is needed, and only as much as is needed:',
        [
          '<strong>The public:</strong> fundraiser pages are public. They show the campaign details, the organiser’s name and photo, and the names of recent supporters with the amounts they gave.',
          '<strong>Payment providers:</strong> Safaricom (M-Pesa) and banks, to collect donations, pay out funds and make refunds.',
          '<strong>Service providers:</strong> companies that host our servers, deliver our e-mail and provide sign-in with Google, Facebook or X, acting on our instructions.',
          '<strong>Authorities:</strong> courts, regulators and law enforcement, when the law requires it or to protect users from fraud.',
          '<strong>A successor:</strong> if Harambee is reorganised or sold, the new operator, who must keep this policy’s promises.',
        ],
        'Your data is stored in Kenya. If a service provider must process some of it outside Kenya, we do so only as the Data Protection Act, 2019 allows, with appropriate safeguards for your data.',
      ],
    },
    security: {
      title: 'How we protect your data',
      blocks: [
        'We protect your data with technical and organisational measures, including encryption of all traffic between your device and our servers, passwords stored only as salted argon2id hashes, sign-in cookies that scripts cannot read, and access to personal data limited to staff who need it.',
        'Donations are held in escrow until they are released to the fundraiser, and fundraisers are reviewed before they go live.',
        'No system is perfectly secure. If a breach of personal data puts your rights at risk, we will notify the Office of the Data Protection Commissioner within 72 hours of becoming aware of it, and tell you without undue delay, with advice on steps you can take. Read more in our <security>Security Policy</security>.',
      ],
    },
    retention: {
      title: 'How long we keep your data',
      blocks: [
        'We keep personal data only as long as we need it for the purposes in this policy or as the law requires:',
        {
          head: ['Data', 'How long we keep it'],
          rows: [
            ['Account data', 'While your account is active, plus 2 years'],
            ['Financial records', '7 years after your last transaction'],
            ['Campaign data', 'For the duration of the campaign, plus 3 years'],
            ['Legal and compliance data', 'About 7 years'],
          ],
        },
        'When a retention period ends we delete the data or anonymise it so that it no longer identifies you.',
      ],
    },
    rights: {
      title: 'Your rights',
      blocks: [
        'Under the Data Protection Act, 2019 you have the right to:',
        [
          'be informed of how your personal data is used;',
          'access the personal data we hold about you;',
          'have inaccurate or incomplete data corrected;',
          'have data deleted when we no longer need it or have no lawful basis to keep it;',
          'object to processing, or ask us to restrict it;',
          'receive your data in a portable format;',
          'withdraw your consent where we rely on it.',
        ],
        'We answer every request within 30 days. We may ask you to confirm your identity first, and we may keep data that the law requires us to keep, such as financial records.',
        'If you are not satisfied with our answer, you may complain to the Office of the Data Protection Commissioner.',
      ],
    },
    contact: {
      title: 'Contact us',
      blocks: [
        'To exercise your rights or ask about this policy, write to us through our <contact>contact form</contact> and choose the topic “My account or personal data”. We answer privacy requests within 30 days and other messages within 48 hours.',
        'We may update this policy when our service or the law changes. We will show the new date at the top of this page and, for important changes, tell you by e-mail or on the platform before they take effect.',
      ],
    },
  },
};
