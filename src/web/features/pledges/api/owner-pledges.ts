import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { ownerPledgesReplySchema } from '#shared/pledges/pledge.schema.ts';
import {
  pledgeReminderSettingsReplySchema,
  remindNowReplySchema,
  type PledgeReminderSettings,
} from '#shared/schemas/pledge-reminders.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { OWNER_DATA } from '#web/lib/owner-data.ts';

// The owner's and treasurers' pledges (D-233, D-241): the list, its CSV, one reminder now and the
// reminder schedule (D-235). Every call is the signed-in account's.

export const pledgeKeys = {
  all: ['pledges'] as const,
  list: (shortCode: string) => [...pledgeKeys.all, 'list', shortCode] as const,
  settings: (shortCode: string) => [...pledgeKeys.all, 'settings', shortCode] as const,
};

/** GET /fundraisers/{code}/pledges/: owner data (D-161), asked again whenever it shows. */
export const ownerPledgesQuery = (shortCode: string) =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: pledgeKeys.list(shortCode),
    queryFn: async () => ownerPledgesReplySchema.parse(await authed(API.pledges(shortCode))),
  });

/** GET /fundraisers/{code}/pledge-reminders/: the schedule (the defaults until the owner saves). */
export const reminderSettingsQuery = (shortCode: string) =>
  queryOptions({
    ...OWNER_DATA,
    queryKey: pledgeKeys.settings(shortCode),
    queryFn: async () =>
      pledgeReminderSettingsReplySchema.parse(await authed(API.pledgeReminderSettings(shortCode))).data,
  });

/** PUT /fundraisers/{code}/pledge-reminders/ (the owner). */
export const saveReminderSettings = async (shortCode: string, settings: PledgeReminderSettings) =>
  pledgeReminderSettingsReplySchema.parse(
    await authed(API.pledgeReminderSettings(shortCode), { method: 'PUT', body: settings }),
  ).data;

/** POST /pledges/{id}/remind/: written now, going at `send_at` (08:00 when asked at night). */
export const remindNow = async (id: string) =>
  remindNowReplySchema.parse(await authed(API.remindPledge(id), { method: 'POST' }));

/** GET /fundraisers/{code}/pledges/csv/ as a file the phone saves (the session's refresh included). */
export async function downloadPledgesCsv(shortCode: string) {
  // ofetch reads a text/csv answer as text.
  const csv = await authed<string>(API.pledgesCsv(shortCode));
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `pledges-${shortCode}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
