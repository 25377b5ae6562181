import { createFileRoute } from '@tanstack/react-router';
import { DiscoveryPage } from '#web/features/fundraisers/components/discovery-page.tsx';
import { discoverySearchSchema } from '#web/features/fundraisers/discovery-search.ts';

export const Route = createFileRoute('/_site/fundraisers')({
  validateSearch: discoverySearchSchema,
  component: Page,
});

function Page() {
  const { q, category } = Route.useSearch();
  return <DiscoveryPage q={q} category={category} />;
}
