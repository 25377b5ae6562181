import { createFileRoute } from '@tanstack/react-router';
import { OwnerFundraiser } from '#web/features/fundraiser-page/components/owner-fundraiser.tsx';

export const Route = createFileRoute('/_site/_protected/fundraiser/$id')({ component: Page });

function Page() {
  const { id } = Route.useParams();
  return <OwnerFundraiser id={id} />;
}
