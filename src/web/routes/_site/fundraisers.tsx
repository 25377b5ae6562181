import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { DiscoveryContainer } from '#web/features/fundraisers/containers/discovery-container.tsx';
import { discoverySearchSchema } from '#web/features/fundraisers/discovery-search.ts';
import { ItemsContainer } from '#web/features/items/containers/items-container.tsx';

// `county` belongs to the items view; taken as text (the router reads `?county=1` as a number).
const text = z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), undefined);

export const Route = createFileRoute('/_site/fundraisers')({
  validateSearch: z.extend(discoverySearchSchema, { county: text }),
  component: Page,
});

// `page` is for the pages the server draws; the app starts at the first page and loads more itself.
// `view=items` ('Find items for donation') is the list of items offered, with its own filters.
function Page() {
  const { q, category, county, view } = Route.useSearch();
  if (view === 'items') return <ItemsContainer filter={{ q, category, county }} />;
  return <DiscoveryContainer q={q} category={category} />;
}
