import { createFileRoute } from '@tanstack/react-router';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { ItemContainer } from '#web/features/items/containers/item-container.tsx';
import { useAtomValue } from '#web/lib/store.ts';

// /items/{code} is a page the server draws; this is the same page when a link inside the app leads here.
export const Route = createFileRoute('/_site/items/$code')({ component: Page });

function Page() {
  const { code } = Route.useParams();
  const user = useAtomValue(userAtom);
  const reader = !user ? 'guest' : user.is_verified ? 'verified' : 'unverified';
  return <ItemContainer key={`${code}|${reader}`} code={code} reader={reader} />;
}
