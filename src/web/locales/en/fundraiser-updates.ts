// The 'fundraiser-updates' namespace: the organiser's update form and the public page's Updates tab.

export const fundraiserUpdates = {
  tab: 'Updates',
  listLabel: 'Updates from the organiser',
  empty: 'No updates yet. The organiser will post news here.',
  postedBy: 'By {{name}}',
  loadMore: 'Load more',
  loading: 'Loading…',
  loadFailed: 'Could not load more updates. Please try again.',
  formTitle: 'Post an update',
  formLead:
    "Tell your supporters how it's going. Updates show on your fundraiser's page and are e-mailed to donors who asked for them.",
  body: 'Your update',
  counter: '{{count}} / {{max}} characters',
  post: 'Post update',
  posting: 'Posting…',
  offline: "You're offline. Your update is kept here: post it again when you're back online.",
  failed: 'Your update could not be posted. Please try again.',
};
