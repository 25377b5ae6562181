import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: z.object({ token: z.catch(z.optional(z.string()), undefined) }),
  component: Page,
});

function Page() {
  return <ResetPasswordForm token={Route.useSearch().token} />;
}
