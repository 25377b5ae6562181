// The fundraiser page's 'for {name}' line (D-170) and its words of support (D-171), with the
// owner's list of them on /fundraiser/{id}. Part of the 'preview' texts (fundraiser-page.ts).

export const beneficiary = {
  forName: 'For {{name}}',
  relationship: {
    parent: "The organizer's parent",
    child: "The organizer's child",
    sibling: "The organizer's brother or sister",
    spouse: "The organizer's husband or wife",
    relative: 'A relative of the organizer',
    friend: 'A friend of the organizer',
  },
  kind: {
    family: 'Family fundraiser',
    friend: 'Fundraiser for a friend',
    other: 'Fundraiser for someone else',
  },
};

export const words = {
  title: 'Words of support ({{count}})',
  showMore: 'Show more',
  loading: 'Loading…',
  loadFailed: 'More words of support could not be loaded. Check your connection and try again.',
  // The owner's list.
  ownerTitle: 'Words of support',
  ownerHint:
    'Donors’ messages show on your fundraiser page. Hide any you would rather not show; you can show it again at any time.',
  ownerEmpty: 'No words of support yet. They appear here when donors write a message with their gift.',
  ownerLoadFailed: 'Words of support could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  hiddenMark: 'Hidden from the page',
  hide: 'Hide',
  show: 'Show again',
  hideLabel: 'Hide the words of {{name}}, {{when}}',
  showLabel: 'Show again the words of {{name}}, {{when}}',
  changeFailed: 'That did not work. Check your connection and try again.',
};
