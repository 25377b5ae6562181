import { createFileRoute } from '@tanstack/react-router';
import { FundraiserPreview } from '#web/features/fundraiser-page/components/fundraiser-preview.tsx';
import { UpdatesTab } from '#web/features/fundraiser-updates/components/updates-tab.tsx';

export const Route = createFileRoute('/_site/f/$shortCode')({ component: Page });

function Page() {
  const { shortCode } = Route.useParams();
  return <FundraiserPreview shortCode={shortCode} updates={<UpdatesTab shortCode={shortCode} />} />;
}
