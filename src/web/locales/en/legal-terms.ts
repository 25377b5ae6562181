// The Terms and Conditions (spec §1 policy statements, §2 'Legal pages', §9 constants).
// Blocks and link tags as in legal-privacy.ts.

export const terms = {
  title: 'Terms and Conditions',
  lead: 'The rules for using Harambee, whether you start a fundraiser, donate or browse.',
  sections: {
    acceptance: {
      title: 'Acceptance of these terms',
      blocks: [
        'These terms are an agreement between you and Harambee. By creating an account, starting a fundraiser or making a donation you accept them, together with our <privacy>Privacy Policy</privacy>. If you do not accept them, please do not use the platform.',
        'You must be at least 18 years old to use Harambee.',
        'We may change these terms when our service or the law changes. We will tell you about important changes before they take effect; if you keep using Harambee after that, you accept the new terms.',
      ],
    },
    platform: {
      title: 'What Harambee is',
      blocks: [
        'Harambee is an online crowdfunding platform for Kenya. Fundraisers create campaigns (fundraisers) for themselves, for a startup or for an organisation such as a non-profit or charity, and donors give to them with M-Pesa. Visitors can also offer and request physical items such as clothes, shoes and electronics.',
        'Harambee provides the technology that connects fundraisers and donors. We are not a party to the relationship between a fundraiser and a donor, we are not a bank, and we do not give financial, legal or tax advice. A donation is a gift, not an investment: donors receive no shares, interest or repayment.',
      ],
    },
    accounts: {
      title: 'User accounts and verification',
      blocks: [
        'To start a fundraiser you need an account with a verified e-mail address. You may sign up with your e-mail address and a password, or with Google, Facebook or X.',
        'You must give true, accurate and current information and keep it up to date. You are responsible for everything done with your account: keep your password secret and tell us at once if you think someone else has used it.',
        'We may ask for additional verification, such as identity documents, for large campaigns, when we see suspicious activity, or to carry out anti-money-laundering checks. We may limit an account until verification is complete.',
        'We may freeze an account, and the funds it holds, while we investigate suspected fraud or a breach of these terms.',
      ],
    },
    fundraisingRules: {
      title: 'Fundraising rules',
      blocks: [
        'When you start a fundraiser, you promise that:',
        [
          'everything you say about the fundraiser, its beneficiary and its purpose is true and complete;',
          'you will use the funds only for the purpose you described;',
          'you have the permission of the beneficiary, or the authority to act for the organisation, you raise money for;',
          'you will keep donors informed and answer their reasonable questions;',
          'you will comply with Kenyan law, including any rules on public collections and taxes that apply to you.',
        ],
        'Every fundraiser is reviewed before it goes live and shows as “Pending Review” until then. We may refuse, suspend or remove a fundraiser that breaks these terms or appears fraudulent, and we may refund its donors.',
      ],
    },
    donations: {
      title: 'Donations and payments',
      blocks: [
        'Donations are made with M-Pesa. When you donate you confirm that you are entitled to use the M-Pesa account you pay from, and that your donation does not come from crime.',
        'Donations are held in escrow and are typically released to the fundraiser 5-7 business days after each donation. We may hold funds longer while a fundraiser is under review or investigation.',
        'Transactions are in Kenya shillings (KES). Fundraisers may also choose US dollars (USD) as the currency of their fundraiser.',
        'We do not guarantee that a fundraiser will reach its goal or that funds will be used as its organiser describes, but we act on every report of misuse.',
      ],
    },
    content: {
      title: 'Content guidelines',
      blocks: [
        'You keep ownership of the text, photos and other content you publish. You give Harambee a non-exclusive, royalty-free licence to host, display and share that content so we can run and promote your fundraiser.',
        'Your content must:',
        [
          'be accurate and not misleading;',
          'belong to you, or be used with the permission of its owner;',
          'respect the privacy and dignity of the people it shows, especially children and people who are ill;',
          'not contain hate speech, harassment, threats, violence or sexual content;',
          'not contain personal data of others, such as ID numbers or medical records, without their consent.',
        ],
        'We may remove content that breaks these guidelines.',
      ],
    },
    prohibited: {
      title: 'Prohibited activities',
      blocks: [
        'You must not use Harambee to:',
        [
          'raise money under false pretences, or for a person, cause or organisation that does not exist;',
          'launder money, finance terrorism or evade sanctions;',
          'fund illegal activities, weapons, drugs, gambling or political violence;',
          'impersonate another person or organisation;',
          'send spam, or collect other users’ personal data;',
          'interfere with the platform’s security, test it for vulnerabilities without following our <security>Security Policy</security>, or overload it.',
        ],
        'Depending on how serious a violation is, we may warn you, remove content, suspend fundraisers, freeze accounts and funds, and report the matter to the authorities. Users who repeatedly break these terms will be suspended permanently.',
      ],
    },
    financialTerms: {
      title: 'Financial terms and refunds',
      blocks: [
        'Harambee currently charges no platform fees. Your mobile money provider or bank may charge its usual transaction fees. If we introduce fees, we will announce them in advance and they will never apply to donations already made.',
        'Refunds must be requested within 30 days of the donation. Approved refunds are processed within 5-10 business days, back to the M-Pesa number the donation came from. Read the details in our <refunds>Refund Policy</refunds>.',
        'Fundraisers are responsible for any taxes on the funds they receive.',
      ],
    },
    liability: {
      title: 'Limitation of liability',
      blocks: [
        'We work to keep Harambee available, accurate and secure, but we provide it “as is” and cannot promise that it will always be free of errors or interruptions.',
        'As far as the law allows, Harambee is not liable for indirect or consequential losses, for the statements or conduct of fundraisers and donors, or for losses caused by events beyond our reasonable control, such as failures of mobile networks or payment systems.',
        'Nothing in these terms limits any liability that cannot be limited under Kenyan law, including your rights as a consumer.',
      ],
    },
    governingLaw: {
      title: 'Governing law and contact',
      blocks: [
        'These terms are governed by the laws of Kenya, and the courts of Kenya have jurisdiction over any dispute about them. Before going to court, please contact us so we can try to resolve the matter together.',
        'Questions about these terms? Write to us through our <contact>contact form</contact>; we answer within 48 hours.',
      ],
    },
  },
};
