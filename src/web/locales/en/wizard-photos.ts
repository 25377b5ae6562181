// The photo picker of the details forms ('wizard' namespace, keys under photos.).
export const wizardPhotos = {
  add: 'Add photos',
  dropHint: 'Tap to choose, or drop photos here',
  hint: 'PNG or JPEG, up to {{mb}} MB each, at most {{max}} photos. Large phone photos are made smaller automatically.',
  preparing_one: 'Preparing photo…',
  preparing_other: 'Preparing {{count}} photos…',
  count: '{{count}} of {{max}} photos',
  list: 'Chosen photos',
  remove: 'Remove {{name}}',
  resized: '{{from}} → {{to}}',
  resizedLabel: 'made smaller from {{from}} to {{to}}',
  queued: 'Waiting to upload',
  uploaded: 'Uploaded',
  uploading: 'Uploading {{name}}: {{percent}}%',
};
