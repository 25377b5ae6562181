import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ensureSession } from '#web/features/auth/api/session.ts';
import { enforce, protectedRouteDecision } from '#web/features/auth/guards.ts';

/** Pages that need a signed-in, verified user (§6). */
export const Route = createFileRoute('/_site/_protected')({
  beforeLoad: async ({ location }) => enforce(protectedRouteDecision(await ensureSession(), location.href)),
  component: Outlet,
});
