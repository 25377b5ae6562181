// The Refund Policy (decisions: 30 days, 5-10 business days, escrow, M-Pesa reversal).

export const refunds = {
  title: 'Refund Policy',
  lead: 'When and how you can get a donation back.',
  sections: {
    overview: {
      title: 'Overview',
      blocks: [
        'Donations on Harambee are gifts to the fundraisers you choose. Sometimes a donation goes wrong: a mistyped amount, a duplicate payment, or a fundraiser that turns out not to be genuine. This policy explains when we refund a donation and how.',
      ],
    },
    eligibility: {
      title: 'When you can ask for a refund',
      blocks: [
        'You can request a refund within 30 days of your donation, for example when:',
        [
          'you donated the wrong amount, or paid twice by mistake;',
          'you donated to the wrong fundraiser;',
          'the fundraiser was removed because it broke our <terms>Terms and Conditions</terms> or was found to be fraudulent;',
          'someone used your M-Pesa account without your permission.',
        ],
        'After 30 days we normally cannot refund a donation, because the funds will have been released and used by the fundraiser. We still review every report of fraud, whenever it reaches us.',
      ],
    },
    escrow: {
      title: 'How escrow protects your donation',
      blocks: [
        'Every donation is held in escrow and is typically released to the fundraiser 5-7 business days after it is made. While the funds are held we can return them directly.',
        'If a fundraiser is suspended or under investigation, we keep its funds in escrow until the investigation ends, so donors can be refunded if needed.',
      ],
    },
    howToRequest: {
      title: 'How to request a refund',
      blocks: [
        'Write to us through our <contact>contact form</contact>, choose the topic “A donation or refund”, and include:',
        [
          'the M-Pesa transaction code from your confirmation SMS;',
          'the phone number you paid from;',
          'the amount and date of the donation;',
          'the name or link of the fundraiser;',
          'why you are asking for a refund.',
        ],
        'We confirm that we have received your request within 48 hours, and we may ask for more information to confirm that the donation is yours.',
      ],
    },
    processing: {
      title: 'How refunds are paid',
      blocks: [
        'Approved refunds are processed within 5-10 business days. The money goes back to the M-Pesa number the donation came from, as an M-Pesa reversal or payment; you receive the usual M-Pesa confirmation SMS.',
        'We refund the full amount you donated. Harambee charges no platform fees, so there is nothing to deduct. Charges made by M-Pesa for the original payment are set by Safaricom and may not be returned.',
        'If the donation has already been released to the fundraiser, we first recover it from the fundraiser, which can take longer. We will keep you informed.',
      ],
    },
    fundraisers: {
      title: 'Refunds and fundraisers',
      blocks: [
        'When we approve a refund, the amount is deducted from the fundraiser’s balance and the fundraiser is told why. Fundraisers can also ask us to return a donation they do not want to accept.',
      ],
    },
  },
};
