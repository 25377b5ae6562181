import { createFileRoute } from '@tanstack/react-router';
import { ProfileDemo } from '#web/features/profile-demo/components/profile-demo.tsx';

/** The profile demo with sample data (spec §2, §4); public, nothing is saved. */
export const Route = createFileRoute('/_site/profile_/demo')({ component: ProfileDemo });
