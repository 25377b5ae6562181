// The 'contact' namespace: the /contact-us page and its form, loaded with that route.

export const contact = {
  title: 'Contact us',
  lead: 'Questions about a fundraiser, a donation or your account? Send us a message and a person on our support team will answer.',
  promise: 'We answer every message within 48 hours.',
  rights:
    'Requests about your personal data (access, correction or deletion) are answered within 30 days. Choose the topic “My account or personal data”, and see our <privacy>Privacy Policy</privacy>.',
  security:
    'Found a security problem? Choose “Technical problem or security issue” and read our <security>Security Policy</security>.',
  formTitle: 'Send us a message',
  name: 'Your name',
  email: 'Email address',
  emailHint: 'We reply to this address.',
  topic: 'Topic',
  chooseTopic: 'Select a topic',
  topics: {
    general: 'General question',
    fundraiser: 'Starting or managing a fundraiser',
    donation: 'A donation or refund',
    account: 'My account or personal data',
    technical: 'Technical problem or security issue',
    report: 'Report a fundraiser or user',
  },
  message: 'Message',
  counter: '{{count}} / {{max}} characters',
  send: 'Send message',
  sending: 'Sending…',
  offline: 'You seem to be offline. Your message was not sent; please try again when you are back online.',
  failed: 'Your message could not be sent. Please try again.',
  tooMany: 'Too many messages. Please wait a few minutes and try again.',
};
