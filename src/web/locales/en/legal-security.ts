// The Security Policy (decisions: escrow, encryption, argon2id, data in Kenya, 72-hour breach notice,
// vulnerability reports through /contact-us).

export const security = {
  title: 'Security Policy',
  lead: 'How we protect your account, your data and your money, and how to tell us about a security problem.',
  sections: {
    money: {
      title: 'Protecting donations',
      blocks: [
        'Every fundraiser is reviewed before it goes live. Donations are held in escrow and typically released to the fundraiser 5-7 business days after each donation, which gives us time to stop and refund money sent to a fraudulent fundraiser.',
        'Donations are paid with M-Pesa: Harambee never sees or stores your M-Pesa PIN.',
      ],
    },
    encryption: {
      title: 'Encryption',
      blocks: [
        'All traffic between your device and Harambee is encrypted in transit with HTTPS (TLS). Our sign-in cookies are HttpOnly, Secure and SameSite=Strict, so scripts cannot read them and other websites cannot use them. See our <cookies>Cookie Policy</cookies>.',
      ],
    },
    passwords: {
      title: 'Passwords and sign-in',
      blocks: [
        'We never store your password. We store only a salted hash made with argon2id, an algorithm designed to make stolen hashes very slow to crack.',
        'New accounts must verify their e-mail address with a 6-digit code. Repeated failed sign-in attempts are slowed down, and password reset links expire after a short time.',
      ],
    },
    storage: {
      title: 'Where your data is stored',
      blocks: [
        'Your data is stored on servers in Kenya. Only staff who need personal data for their work can access it. We keep data only as long as our <privacy>Privacy Policy</privacy> says.',
      ],
    },
    breaches: {
      title: 'If something goes wrong',
      blocks: [
        'If a breach of personal data puts your rights at risk, we notify the Office of the Data Protection Commissioner within 72 hours of becoming aware of it, as the Data Protection Act, 2019 requires. We also tell the people affected without undue delay, explain what happened and what they can do.',
      ],
    },
    yourPart: {
      title: 'How you can stay safe',
      blocks: [
        [
          'use a strong password that you do not use anywhere else;',
          'never share your password, verification code or M-Pesa PIN. Harambee staff will never ask for them;',
          'check that the address in your browser is ours before you sign in;',
          'log out on shared devices;',
          'donate only through a fundraiser’s page on Harambee, never to a number sent to you in a message.',
        ],
      ],
    },
    reporting: {
      title: 'Reporting a vulnerability',
      blocks: [
        'If you believe you have found a security vulnerability in Harambee, please tell us through our <contact>contact form</contact> and choose the topic “Technical problem or security issue”. Include:',
        [
          'a description of the problem and where it is;',
          'the steps to reproduce it;',
          'what an attacker could achieve with it.',
        ],
        'Please act in good faith: do not access, change or delete other people’s data, do not disrupt the service, do not use social engineering, and give us reasonable time to fix the problem before you share it with anyone. We will not take legal action against research done in this spirit.',
        'We confirm your report within 48 hours and keep you informed while we fix it. To report a suspicious fundraiser rather than a technical problem, choose the topic “Report a fundraiser or user”.',
      ],
    },
  },
};
