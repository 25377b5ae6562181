import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { categorySchema } from '#shared/schemas/common.schema.ts';
import { authed } from './api-client.ts';

// The fundraiser types are read by two features (the wizard's first step and the fundraisers
// filter), and a feature never imports another, so their one query lives here: one cache key, one
// freshness, whichever screen loaded them first.

/**
 * Types and lookups change perhaps once a year; the persisted cache keeps them a day, so the
 * wizard opens and fills its selects offline once they were loaded.
 */
export const REFERENCE_STALE_MS = 24 * 60 * 60 * 1000;

export const categoryKeys = { all: ['categories'] as const };

/**
 * GET /common/fundraising-categories/, with the authenticated client like the wizard's other calls
 * (decisions.md); the list is public, so a visitor without a session gets it all the same. The
 * server caches it for an hour.
 */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: async () => z.object({ data: z.array(categorySchema) }).parse(await authed(API.categories)).data,
    staleTime: REFERENCE_STALE_MS,
  });
