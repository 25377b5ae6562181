import { useNavigate, useSearch } from '@tanstack/react-router';
import { safeRedirect } from '../guards.ts';

/** After signing in: back to where the visitor was sent from, else the dashboard (§2, §6). */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { redirect?: string };
  return () => {
    const target = safeRedirect(search.redirect);
    return target ? navigate({ href: target }) : navigate({ to: '/dashboard' });
  };
}
