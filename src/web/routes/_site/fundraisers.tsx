import { createFileRoute } from '@tanstack/react-router';
import { DiscoveryContainer } from '#web/features/fundraisers/containers/discovery-container.tsx';
import { discoverySearchSchema } from '#web/features/fundraisers/discovery-search.ts';

export const Route = createFileRoute('/_site/fundraisers')({
  validateSearch: discoverySearchSchema,
  component: Page,
});

// `page` is for the pages the server draws; the app starts at the first page and loads more itself.
function Page() {
  const { q, category } = Route.useSearch();
  return <DiscoveryContainer q={q} category={category} />;
}
