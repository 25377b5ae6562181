// Pledges (ahadi) on the fundraiser page (D-240): the bar's pledged part and its words, the Pledge
// link beside Donate and the public list of pledges. Part of the 'preview' texts (fundraiser-page.ts),
// so /f/ loads no namespace of its own for them.

export const pledges = {
  // What a screen reader hears for the two-colour bar (issue: "KES 120 000 raised and KES 45 000
  // pledged of KES 300 000").
  barWords: '{{raised}} raised and {{pledged}} pledged of {{goal}}',
  legendPaid: 'Paid',
  legendPledged: '{{amount}} pledged, not paid yet',
  pledge: 'Pledge',
  listTitle: 'Pledges',
  listLead: 'Promises to give. They are not money yet and are not counted in what is raised.',
  mark: 'pledge',
  status: {
    open: 'open',
    partly_paid: 'partly paid',
    fulfilled: 'paid in full',
    overdue: 'overdue',
  },
};
