// The fundraiser page (/f/{short_code} and the owner's /fundraiser/{id}).
export const preview = {
  loading: 'Loading fundraiser…',
  loadFailed: 'Failed to load fundraiser details',
  offline: 'You are offline. This page loads by itself when you are back online.',
  untitled: 'Untitled fundraiser',
  category: '{{category}} fundraiser',
  organizer: 'Organised by {{name}}',
  noDetails: 'No details provided for this fundraiser.',
  status: { pending_review: 'Pending Review', rejected: 'Not approved', closed: 'Fundraiser closed' },
  waitingUploads_one: '{{count}} photo is waiting to upload. It will upload by itself when you are back online.',
  waitingUploads_other:
    '{{count}} photos are waiting to upload. They will upload by themselves when you are back online.',
};
