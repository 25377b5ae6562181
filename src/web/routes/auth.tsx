import { createFileRoute } from '@tanstack/react-router';
import { ensureSession } from '#web/features/auth/api/session.ts';
import { AuthLayout } from '#web/features/auth/components/auth-layout.tsx';
import { authPageDecision, enforce, redirectSearchSchema } from '#web/features/auth/guards.ts';
import { store } from '#web/lib/store.ts';
import { userAtom } from '#web/features/auth/auth.atoms.ts';

export const Route = createFileRoute('/auth')({
  validateSearch: redirectSearchSchema,
  beforeLoad: async ({ location, search }) => {
    await ensureSession();
    enforce(authPageDecision(store.get(userAtom), location.pathname, search.redirect));
  },
  component: AuthLayout,
});
