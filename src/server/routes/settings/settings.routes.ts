import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import { deleteAccountSchema, settingsReplySchema, updateSettingsSchema } from '#shared/schemas/settings.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

const { signedIn } = routesOf('Settings');

export const getSettings = signedIn('get', API.mySettings, {
  summary: "The signed-in user's language and notification e-mail settings",
  responses: { 200: json(settingsReplySchema, 'The settings') },
});

export const updateSettings = signedIn('patch', API.mySettings, {
  summary: 'Change the language (en, sw) and/or whether notification e-mails are sent',
  description:
    'Notification e-mails off stops the e-mails that are news (moderation decisions, updates); ' +
    'security e-mails (codes, reset links, e-mail change notices) and receipts always go.',
  request: { body: jsonBody(updateSettingsSchema) },
  responses: { 200: json(settingsReplySchema, 'Saved'), ...pick(400) },
});

export const exportData = signedIn('get', API.myDataExport, {
  summary: 'Download my data: the account, its fundraisers and the donations made and received (JSON file)',
  description:
    'Sent as an attachment, never cached. No password hash or other secret; donations received ' +
    "carry the donor's public name only ('Anonymous' when they asked), never a phone or e-mail.",
  responses: {
    200: json(z.record(z.string(), z.unknown()), 'harambee-my-data-{date}.json'),
  },
});

export const deleteMe = signedIn('post', API.deleteMe, {
  summary: 'Delete my account: personal data erased, donations kept as anonymous, fundraisers closed',
  description:
    '`confirm` must be the word DELETE. An account with a password sends `password`; one without ' +
    '(Google, Facebook, X) sends `id_token` from a fresh sign-in with its provider. Every session ' +
    'is signed out and the cookies cleared; the e-mail address is free for a new sign-up.',
  request: { body: jsonBody(deleteAccountSchema) },
  responses: { 200: json(messageReplySchema, 'Deleted'), ...pick(400, 429) },
});
