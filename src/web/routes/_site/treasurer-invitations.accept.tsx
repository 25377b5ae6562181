import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { userAtom } from '#web/features/auth/auth.atoms.ts';
import { AcceptInvitation } from '#web/features/treasurers/components/accept-invitation.tsx';
import { PhoneForCodes } from '#web/features/settings/components/phone-for-codes.tsx';
import { useAtomValue } from '#web/lib/store.ts';

// Not behind the sign-in guard: the page itself says what is missing (signing in with the invited
// address, a verified phone) before anything is accepted (D-205).
export const Route = createFileRoute('/_site/treasurer-invitations/accept')({
  validateSearch: z.object({ token: z.catch(z.optional(z.string()), undefined) }),
  component: Page,
});

function Page() {
  const { token } = Route.useSearch();
  const user = useAtomValue(userAtom);
  const here = `/treasurer-invitations/accept${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  return <AcceptInvitation token={token} user={user} here={here} verifyPhone={<PhoneForCodes />} />;
}
