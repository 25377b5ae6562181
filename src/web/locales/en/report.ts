// The 'report' namespace: 'Report this fundraiser' (/f/{code}/report) and the reviewers' list.
export const report = {
  pageTitle: 'Report {{title}}',
  heading: 'Report this fundraiser',
  intro:
    'Tell us what is wrong with ‘{{title}}’. Our reviewers look at every report. You do not need an account, and we do not keep who sent it.',
  reason: 'What is wrong?',
  reasons: {
    scam: 'It is a scam or fraud',
    misleading: 'The story or the goal is misleading',
    offensive: 'It is offensive or breaks the law',
    duplicate: 'It copies another fundraiser',
    other: 'Something else',
  },
  details: 'Tell us more (optional)',
  detailsHint: 'Up to {{max}} characters. Do not include your own phone number.',
  submit: 'Send report',
  sentHeading: 'Thank you',
  sent: 'Our reviewers will look at this fundraiser.',
  back: 'Back to the fundraiser',
  untitled: 'this fundraiser',
};
