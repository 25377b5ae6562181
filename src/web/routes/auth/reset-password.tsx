import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  component: Page,
});

function Page() {
  return <ResetPasswordForm token={Route.useSearch().token} />;
}
