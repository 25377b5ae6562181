import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { messageReplySchema } from '#shared/schemas/auth.schema.ts';
import {
  settingsReplySchema,
  type DeleteAccountInput,
  type Settings,
  type UpdateSettingsInput,
} from '#shared/schemas/settings.schema.ts';
import { authed } from '#web/lib/api-client.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  mine: () => [...settingsKeys.all, 'mine'] as const,
};

/** GET /users/me/settings/. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.mine(),
    queryFn: async () => settingsReplySchema.parse(await authed(API.mySettings)).data.settings,
  });

/** PATCH /users/me/settings/. */
export const saveSettings = async (input: UpdateSettingsInput) =>
  settingsReplySchema.parse(await authed(API.mySettings, { method: 'PATCH', body: input })).data.settings;

/** PATCH /users/me/settings/; the saved settings replace the cached ones. */
export function useSaveSettings(onSaved?: (settings: Settings) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.mine(), settings);
      onSaved?.(settings);
    },
  });
}

/**
 * GET /users/me/export/ through the authenticated client (an expired access cookie is refreshed
 * first), then handed to the browser as a file. Returns the file's name.
 */
export async function downloadMyData(now = new Date()) {
  const data = await authed<unknown>(API.myDataExport);
  const name = `harambee-my-data-${now.toISOString().slice(0, 10)}.json`;
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** POST /users/me/delete/. */
export async function deleteAccount(input: DeleteAccountInput) {
  return messageReplySchema.parse(await authed(API.deleteMe, { method: 'POST', body: input }));
}
