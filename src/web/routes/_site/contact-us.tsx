import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '#web/features/contact/components/contact-page.tsx';

export const Route = createFileRoute('/_site/contact-us')({ component: ContactPage });
