import { createFileRoute } from '@tanstack/react-router';
import { ProfileDetails } from '#web/features/auth/components/profile-details.tsx';

export const Route = createFileRoute('/_site/_protected/profile')({ component: ProfileDetails });
