import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { UndoEmailChange } from '#web/features/auth/components/undo-email-change.tsx';

export const Route = createFileRoute('/auth/undo-email-change')({
  validateSearch: z.object({ token: z.catch(z.optional(z.string()), undefined) }),
  component: Page,
});

function Page() {
  return <UndoEmailChange token={Route.useSearch().token} />;
}
