import { createFileRoute } from '@tanstack/react-router';
import { CashBookScreen } from '#web/features/cash-book/components/cash-book-screen.tsx';

// A fundraiser's cash book (D-237): signed in and verified; the server lets only its owner and
// active treasurers read it.
export const Route = createFileRoute('/_site/_protected/dashboard/cash-book/$shortCode')({ component: Page });

function Page() {
  const { shortCode } = Route.useParams();
  return <CashBookScreen shortCode={shortCode} />;
}
