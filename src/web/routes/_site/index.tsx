import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '#web/features/fundraisers/components/home-page.tsx';

export const Route = createFileRoute('/_site/')({ component: HomePage });
