import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { User } from '#shared/schemas/auth.schema.ts';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { myFundraisersQuery } from '#web/features/fundraiser-page/api/my-fundraisers.ts';
import { myItemsQuery } from '#web/features/items/api/item-requests.ts';
import { GivenCount } from '#web/features/items/components/given-count.tsx';
import { ProfilePage } from '#web/features/profile/components/profile-page.tsx';
import { useAtom } from '#web/lib/store.ts';

export const Route = createFileRoute('/_site/_protected/dashboard/profile')({ component: Page });

/** The profile feature gets the signed-in user (auth), their fundraisers (fundraiser-page) and items given (items). */
function Page() {
  const [user, dispatch] = useAtom(userAtom);
  const mine = useQuery(myFundraisersQuery());
  const items = useQuery(myItemsQuery());
  // One user for the whole app: the avatar menu shows a new photo or name at once.
  const onUser = useCallback((next: User) => dispatch({ type: 'UPDATEUSER', user: next }), [dispatch]);
  // The protected layout's guard lets no one through without a user.
  if (!user) return null;
  return (
    <ProfilePage
      user={user}
      onUser={onUser}
      campaigns={{ fundraisers: mine.data, failed: mine.isError, onRetry: () => void mine.refetch() }}
      achievements={<GivenCount items={items.data} />}
    />
  );
}
