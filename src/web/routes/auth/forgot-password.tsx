import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';

export const Route = createFileRoute('/auth/forgot-password')({ component: ForgotPasswordForm });
