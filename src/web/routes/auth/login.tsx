import { createFileRoute } from '@tanstack/react-router';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';

export const Route = createFileRoute('/auth/login')({ component: SignInForm });
