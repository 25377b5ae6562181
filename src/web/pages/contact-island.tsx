import { ContactPage } from '#web/features/contact/components/contact-page.tsx';

/** /contact-us: the page and its form, which needs JavaScript to check and send a message. */
export function ContactIsland(_: { kind: 'contact' }) {
  return <ContactPage />;
}
