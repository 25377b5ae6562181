import { pledgeIdParamSchema } from '#shared/pledges/pledge.schema.ts';
import { shortCodeParamSchema } from '#shared/schemas/fundraiser.schema.ts';
import {
  pledgeReminderSettingsReplySchema,
  pledgeReminderSettingsSchema,
  remindNowReplySchema,
} from '#shared/schemas/pledge-reminders.schema.ts';
import { json, jsonBody, pick, routesOf } from '../../lib/openapi.ts';

// Pledge reminders (D-234, D-235): the owner's schedule, and one reminder sent now.

const { signedIn } = routesOf('Pledges');
const settingsPath = '/fundraisers/{short_code}/pledge-reminders/';

export const readSettings = signedIn('get', settingsPath, {
  summary: "A fundraiser's pledge reminder schedule (its owner and active treasurers); the defaults until saved",
  request: { params: shortCodeParamSchema },
  responses: { 200: json(pledgeReminderSettingsReplySchema, 'The schedule'), ...pick(403, 404) },
});

export const saveSettings = signedIn('put', settingsPath, {
  summary: 'Set the pledge reminder schedule (the owner): on or off, 0-7 days before, every 2-14 days, 0-5 times after',
  request: { params: shortCodeParamSchema, body: jsonBody(pledgeReminderSettingsSchema) },
  responses: { 200: json(pledgeReminderSettingsReplySchema, 'Saved'), ...pick(400, 403, 404) },
});

export const remindNow = signedIn('post', '/pledges/{id}/remind/', {
  summary: 'Send the pledger one reminder now (the owner or an active treasurer): one a day per pledge',
  description:
    'Written at once and sent between 08:00 and 20:00 Nairobi (asked at night, it goes at 08:00: `send_at`). ' +
    '409 for a pledge that gets no reminders (unconfirmed, released, fully paid, its number texted STOP, the ' +
    'fundraiser not live); 429 when the pledge already has a reminder that day.',
  request: { params: pledgeIdParamSchema },
  responses: { 202: json(remindNowReplySchema, 'Written'), ...pick(403, 404, 409, 429) },
});
