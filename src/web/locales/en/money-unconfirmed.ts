// /review's donations M-Pesa has still not answered for (D-216).
export const unconfirmedReview = {
  title: 'Donations M-Pesa has not confirmed',
  titleCount_one: '{{count}} donation M-Pesa has not confirmed',
  titleCount_other: '{{count}} donations M-Pesa has not confirmed',
  lead: 'Still unanswered a day after the M-Pesa prompt, after every status query. Look each one up in the M-Pesa portal by number, amount and time; the donor can also enter their M-Pesa code.',
  loading: 'Loading unconfirmed donations…',
  failed: 'The unconfirmed donations could not be loaded.',
  empty: 'Every donation has an answer from M-Pesa.',
  item: '{{amount}} to “{{title}}” from {{phone}}',
  pushed: 'Prompt sent {{date}} · reference {{reference}}',
  queries_one: 'Asked M-Pesa {{count}} time ({{late}} late)',
  queries_other: 'Asked M-Pesa {{count}} times ({{late}} late)',
  lastAnswer: 'Last answer {{date}}: {{outcome}}',
  noAnswer: 'M-Pesa has not been asked yet.',
};
