import * as z from 'zod/mini';

// The router reads `?q=2024` as the number 2024 (search values are parsed as JSON): take it back
// as text, or a search for a year or a phone number would be lost. Anything else odd is dropped.
const text = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number(), z.boolean()]), z.transform(String))),
  undefined,
);

/** /fundraisers' search: `q` (a search), `category` (a slug), `view`. zod/mini: route configs load with the first page. */
export const discoverySearchSchema = z.object({
  q: text,
  category: text,
  // `view=items` (items offered for donation) is another page's; accepted here so links keep it.
  view: text,
});
