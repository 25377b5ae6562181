import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '#web/features/auth/components/register-page.tsx';

export const Route = createFileRoute('/auth/register')({ component: RegisterPage });
