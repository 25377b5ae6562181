// The 'report' namespace: 'Report this fundraiser' (/f/{code}/report), 'Report this item'
// (/items/{code}/report), and the reasons as reviewers read them.
const intro =
  'Tell us what is wrong with ‘{{title}}’. Our reviewers look at every report. You do not need an account, and we do not keep who sent it.';

export const report = {
  pageTitle: 'Report {{title}}',
  reason: 'What is wrong?',
  details: 'Tell us more (optional)',
  detailsHint: 'Up to {{max}} characters. Do not include your own phone number.',
  submit: 'Send report',
  sentHeading: 'Thank you',
  fundraiser: {
    heading: 'Report this fundraiser',
    intro,
    untitled: 'this fundraiser',
    sent: 'Our reviewers will look at this fundraiser.',
    back: 'Back to the fundraiser',
    reasons: {
      scam: 'It is a scam or fraud',
      misleading: 'The story or the goal is misleading',
      offensive: 'It is offensive or breaks the law',
      duplicate: 'It copies another fundraiser',
      other: 'Something else',
    },
  },
  item: {
    heading: 'Report this item',
    intro,
    untitled: 'this item',
    sent: 'Our reviewers will look at this item.',
    back: 'Back to the item',
    reasons: {
      scam: 'It is a scam, or the item is not real',
      misleading: 'The description or the photos are misleading',
      offensive: 'It is offensive, unsafe or against the law',
      duplicate: 'It copies another offer',
      other: 'Something else',
    },
  },
};
