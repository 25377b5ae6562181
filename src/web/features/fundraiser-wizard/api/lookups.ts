import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { MSG } from '#shared/messages.ts';
import { lookupItemSchema } from '#shared/schemas/common.schema.ts';
import { translateMessage } from '#web/lib/translate-message.ts';
import { authed } from '#web/lib/api-client.ts';
import { REFERENCE_STALE_MS } from '#web/lib/categories.ts';
import { toast } from '#web/lib/toast.ts';
import { wizardKeys, type LookupKind } from './wizard-keys.ts';
import { lookupName } from '#web/lib/lookup-name.ts';
import { useTranslation } from 'react-i18next';

export type LookupItem = z.infer<typeof lookupItemSchema>;

const LOOKUPS = {
  industries: { path: API.industries, failed: MSG.industriesFailed },
  'startup-stages': { path: API.startupStages, failed: MSG.startupStagesFailed },
  'team-sizes': { path: API.teamSizes, failed: MSG.teamSizesFailed },
} as const satisfies Record<LookupKind, { path: string; failed: string }>;

const lookupListSchema = z.object({ data: z.array(lookupItemSchema) });

export const lookupQuery = (kind: LookupKind) =>
  queryOptions({
    queryKey: wizardKeys.lookup(kind),
    queryFn: async () => lookupListSchema.parse(await authed<unknown>(LOOKUPS[kind].path)).data,
    staleTime: REFERENCE_STALE_MS,
  });

// One toast per failure, not per mount: remounting the form over a cached error stays quiet.
const toasted = new WeakSet<Error>();

/** A lookup list for a select; its spec error toast shows once when loading fails (spec §8). */
export function useLookup(kind: LookupKind) {
  const { t } = useTranslation();
  const query = useQuery(lookupQuery(kind));
  const { error, data } = query;
  useEffect(() => {
    // A failed background refresh over cached items is not worth a toast: the select still works.
    if (!error || data || toasted.has(error)) return;
    toasted.add(error);
    toast('error', translateMessage(LOOKUPS[kind].failed) ?? LOOKUPS[kind].failed);
  }, [error, data, kind]);
  return { items: data?.map((item) => ({ ...item, name: lookupName(t, item.name) })), loading: query.isPending };
}
