import { queryOptions, useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { lookupItemSchema } from '#shared/schemas/common.schema.ts';
import type { Review } from '#shared/schemas/review.schema.ts';
import { authed } from '#web/lib/api-client.ts';
import { REFERENCE_STALE_MS } from '#web/lib/categories.ts';

// The review names a startup's industry, stage and team size; the details call takes their ids.
// The edit form starts from the ids these lists give the names.

const LISTS = [
  { field: 'industry', name: 'industry_name', path: API.industries },
  { field: 'stage', name: 'stage_name', path: API.startupStages },
  { field: 'team_size', name: 'team_size_name', path: API.teamSizes },
] as const;

const lookupQuery = (path: string) =>
  queryOptions({
    queryKey: ['fundraiser-page', 'lookup', path] as const,
    queryFn: async () => z.object({ data: z.array(lookupItemSchema) }).parse(await authed(path)).data,
    staleTime: REFERENCE_STALE_MS,
  });

/** The ids as form text ('' where a name is not in its list); null while loading; only for startups. */
export function useStartupIds(detail: Review['detail'], enabled: boolean): Record<string, string> | null {
  const results = useQueries({ queries: LISTS.map((l) => ({ ...lookupQuery(l.path), enabled })) });
  if (!enabled) return {};
  if (results.some((r) => !r.data && !r.isError)) return null;
  return Object.fromEntries(
    LISTS.map((l, i) => {
      const item = results[i]!.data?.find((x) => x.name === detail?.[l.name]);
      return [l.field, item ? String(item.id) : ''];
    }),
  );
}
