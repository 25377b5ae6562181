import { infiniteQueryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { API } from '#shared/api-paths.ts';
import { FetchError, plain } from '#web/lib/api-client.ts';
import { cardPageSchema, nextPage } from './card-page.ts';
import { fundraiserKeys } from './fundraiser-keys.ts';

const searchPageSchema = cardPageSchema.extend({ query: z.string() });

/** A search answered with an `error` field (spec §8: that text is reported too). */
export class SearchReplyError extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}

const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string' && value.trim()) return value;
  if (value && typeof value === 'object' && 'message' in value) return textOf(value.message);
  return undefined;
};

const errorField = (body: unknown) =>
  body && typeof body === 'object' && 'error' in body ? textOf(body.error) : undefined;

async function fetchSearch(q: string, page: number, pageSize: number) {
  const body = await plain<unknown>(API.search, { query: { q, page, page_size: pageSize } });
  const error = errorField(body);
  if (error) throw new SearchReplyError(error);
  return searchPageSchema.parse(body);
}

/** GET /fundraiser/search?q=: live fundraisers matching `q` (already trimmed), best first. */
export const searchQuery = (q: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: fundraiserKeys.search(q, pageSize),
    queryFn: ({ pageParam }) => fetchSearch(q, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/**
 * What the server said about a failed search, shown under the spec's message: an `error` field in
 * any answer, or the `message` of a 4xx (a rejected query). A 5xx message is the generic one and
 * a network failure has none, so those add nothing.
 */
export function searchErrorDetail(err: unknown): string | undefined {
  if (err instanceof SearchReplyError) return err.detail;
  if (!(err instanceof FetchError)) return undefined;
  const status = err.response?.status ?? 0;
  return errorField(err.data) ?? (status >= 400 && status < 500 ? textOf(err.data) : undefined);
}
