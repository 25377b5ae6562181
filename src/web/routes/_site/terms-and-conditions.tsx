import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '#web/features/legal/components/legal-page.tsx';

export const Route = createFileRoute('/_site/terms-and-conditions')({
  component: () => <LegalPage document="terms" />,
});
