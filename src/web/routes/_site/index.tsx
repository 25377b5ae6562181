import { createFileRoute } from '@tanstack/react-router';
import { HomeContainer } from '#web/features/fundraisers/containers/home-container.tsx';

export const Route = createFileRoute('/_site/')({ component: HomeContainer });
