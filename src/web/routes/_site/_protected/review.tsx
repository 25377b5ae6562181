import { createFileRoute } from '@tanstack/react-router';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { ReviewPage } from '#web/features/moderation/components/review-page.tsx';
import { ReviewPayouts } from '#web/features/money/components/review-payouts.tsx';
import { useAtomValue } from '#web/lib/store.ts';

// Protected (signed in and verified); the page itself lets only reviewers further.
export const Route = createFileRoute('/_site/_protected/review')({ component: Page });

function Page() {
  const user = useAtomValue(userAtom);
  return (
    <ReviewPage
      role={user?.role}
      userId={user?.id}
      payouts={(say) => <ReviewPayouts userId={user?.id} onDecided={say} />}
    />
  );
}
