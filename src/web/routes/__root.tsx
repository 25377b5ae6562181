import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFound } from '#web/components/layout/not-found.tsx';
import { ToastHost } from '#web/components/ui/toast-host.tsx';
import { UpdatePrompt } from '#web/components/pwa/update-prompt.tsx';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <ToastHost />
      <UpdatePrompt />
    </>
  ),
  notFoundComponent: () => <NotFound />,
});
