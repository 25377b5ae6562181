import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { myFundraisersQuery } from '#web/features/fundraiser-page/api/my-fundraisers.ts';
import { PledgesScreen } from '#web/features/pledges/components/owner/pledges-screen.tsx';
import { treasurershipsQuery } from '#web/features/treasurers/api/treasurers.ts';

export const Route = createFileRoute('/_site/_protected/dashboard/pledges/$shortCode')({ component: Page });

// A fundraiser's pledges for its owner and treasurers (D-241). The title and whether this account
// is the owner (who alone sets the reminder schedule, D-235) come from the dashboard's own lists.
function Page() {
  const { shortCode } = Route.useParams();
  const mine = useQuery(myFundraisersQuery());
  const helping = useQuery(treasurershipsQuery());
  const own = mine.data?.find((f) => f.short_code === shortCode);
  const helped = helping.data?.find((f) => f.short_code === shortCode);
  return (
    <PledgesScreen shortCode={shortCode} title={own?.title ?? helped?.title ?? undefined} isOwner={Boolean(own)} />
  );
}
