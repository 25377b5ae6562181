import * as z from 'zod/mini';

// The router reads `?q=2024` as the number 2024 (search values are parsed as JSON): take it back
// as text, or a search for a year or a phone number would be lost. Anything else odd is dropped.
const text = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String))),
  undefined,
);

// `page=N` (N ≥ 1): the server draws pages 1 to N at once (a plain 'Load more' link); the app
// accepts it so such a link opens, and shows from the first page. Anything else is dropped.
const page = z.catch(
  z.optional(z.pipe(z.union([z.number(), z.string()]), z.pipe(z.transform(Number), z.int().check(z.minimum(1))))),
  undefined,
);

/** /fundraisers' search: `q` (a search), `category` (a slug), `view`, `page`. zod/mini: route configs load with the first page. */
export const discoverySearchSchema = z.object({
  q: text,
  category: text,
  // `view=items` (items offered for donation) is another page's; accepted here so links keep it.
  view: text,
  page,
});
